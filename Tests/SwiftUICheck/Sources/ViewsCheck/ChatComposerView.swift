import SwiftUI

// A chat screen as an eighth new user's Messages app wrote one, for what the stand-in lacked
// (each seen failing first): a composer on the bar material, a badge by string or optional
// text, a status item in the toolbar, a typing indicator by phase animator, a title menu and
// the automatic tab view style. Gated as an iPhone-only file, as an app that targets iOS
// alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  struct ChatComposerView: View {
    @State private var draft = ""
    @State private var unread = 0
    @State private var isLoading = false
    @State private var isTyping = true

    var body: some View {
      TabView {
        NavigationStack {
          messages
            .navigationTitle("Chats")
            .toolbarTitleMenu {
              Button("Mark All Read") { unread = 0 }
            }
            .toolbar {
              ToolbarItem(placement: .status) {
                if isLoading { ProgressView() } else { Text("Updated just now").font(.caption) }
              }
            }
        }
        .tabItem { Label("Chats", systemImage: "bubble.left.and.bubble.right") }
        .badge(unread == 0 ? nil : Text("\(unread)"))

        Text("Contacts")
          .tabItem { Label("Contacts", systemImage: "person.2") }
          .badge("New")
      }
      .tabViewStyle(.automatic)
    }

    private var messages: some View {
      ScrollView {
        if isTyping {
          HStack(spacing: 4) {
            ForEach(0..<3) { dot in
              Circle()
                .frame(width: 6, height: 6)
                .phaseAnimator([0.3, 1.0]) { content, phase in
                  content.opacity(phase)
                } animation: { _ in
                  .easeInOut(duration: 0.4).delay(Double(dot) * 0.15)
                }
            }
          }
          .padding(10)
          .background(Color(.secondarySystemBackground), in: Capsule())
        }
      }
      .safeAreaInset(edge: .bottom) {
        HStack {
          TextField("Message", text: $draft, axis: .vertical)
          Button("Send", systemImage: "arrow.up.circle.fill") { draft = "" }
            .disabled(draft.isEmpty)
        }
        .padding()
        .background(.bar)
      }
    }
  }
#endif
