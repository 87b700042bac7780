import SwiftUI

// Each everyday control in each of its title forms (a localized key, a string variable, a
// label), swept before a tenth new user's trial, for the overloads the stand-in lacked (each
// seen failing first). Gated as an iPhone-only file, as an app that targets iOS alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)

  enum SweepMood: String, CaseIterable, Identifiable, Hashable {
    case happy, sad; var id: Self { self }
  }

  struct SweepControlsView: View {
    @State private var on = false
    @State private var text = ""
    @State private var mood = SweepMood.happy
    @State private var date = Date()
    @State private var value = 3
    @State private var dbl = 0.5
    @State private var color = Color.red
    @State private var path = NavigationPath()
    @State private var tab = 0
    let title = "Title"
    let subtitle: String = "Sub"

    var body: some View {
      NavigationStack(path: $path) {
        List {
          item0
          item1
          item2
          item3
          item4
          item5
          item6
          item7
          item8
          item9
          item10
          item11
          item12
          item13
          item14
          item15
          item16
          item17
          item18
          item19
          item20
          item21
          item22
          item23
          item24
          item25
          item26
          item27
          item28
          item29
          item30
          item31
          item32
          item33
          item34
          item35
          item36
          item37
          item38
          item39
          item40
          item41
          item42
          item43
          item44
          item45
          item46
          item47
          item48
          item49
          item50
          item51
        }
        .navigationTitle(title)
        .navigationDestination(for: Int.self) { Text("\($0)") }
        .searchable(text: $text, prompt: Text("Search"))
        .searchable(text: $text, isPresented: $on, prompt: "x")
        .toolbar {
          ToolbarItem { Button("x") {} }
          ToolbarItemGroup {
            Button("a") {}; Button("b") {}
          }
          ToolbarItemGroup(placement: .keyboard) {
            Spacer(); Button("Done") {}
          }
        }
        .toolbarRole(.editor)
        .toolbar(.hidden, for: .tabBar)
        .sheet(item: .constant(Optional<SweepMood>.none)) { Text($0.rawValue) }
        .refreshable {}
        .onSubmit {}
        .task {}
        .onAppear {}
        .navigationBarTitleDisplayMode(.large)
      }
    }
    @ViewBuilder var item0: some View {
      Toggle(title, isOn: $on)
    }
    @ViewBuilder var item1: some View {
      Toggle(isOn: $on) { Text("x") }
    }
    @ViewBuilder var item2: some View {
      Toggle("Key", isOn: $on)
    }
    @ViewBuilder var item3: some View {
      Picker(title, selection: $mood) { ForEach(SweepMood.allCases) { Text($0.rawValue).tag($0) } }
    }
    @ViewBuilder var item4: some View {
      Picker("Mood", systemImage: "face.smiling", selection: $mood) {
        Text("a").tag(SweepMood.happy)
      }
    }
    @ViewBuilder var item5: some View {
      Stepper(title, value: $value)
    }
    @ViewBuilder var item6: some View {
      Stepper(value: $value, in: 0...5) { Text("\(value)") }
    }
    @ViewBuilder var item7: some View {
      Stepper("x", value: $value, step: 2)
    }
    @ViewBuilder var item8: some View {
      DatePicker(title, selection: $date)
    }
    @ViewBuilder var item9: some View {
      DatePicker("Time", selection: $date, displayedComponents: .hourAndMinute)
    }
    @ViewBuilder var item10: some View {
      DatePicker(selection: $date, in: Date()..., displayedComponents: .date) { Text("From") }
    }
    @ViewBuilder var item11: some View {
      TextField(title, text: $text)
    }
    @ViewBuilder var item12: some View {
      TextField(title, text: $text, prompt: Text("p"))
    }
    @ViewBuilder var item13: some View {
      TextField("x", text: $text, axis: .vertical).lineLimit(3...)
    }
    @ViewBuilder var item14: some View {
      SecureField(title, text: $text)
    }
    @ViewBuilder var item15: some View {
      SecureField("Password", text: $text, prompt: Text("Required"))
    }
    @ViewBuilder var item16: some View {
      TextEditor(text: $text).frame(minHeight: 100).scrollContentBackground(.hidden)
    }
    @ViewBuilder var item17: some View {
      Button(title) {}
    }
    @ViewBuilder var item18: some View {
      Button(title, role: .destructive) {}
    }
    @ViewBuilder var item19: some View {
      Button(title, systemImage: "trash", role: .destructive) {}
    }
    @ViewBuilder var item20: some View {
      Button(role: .cancel) {
      } label: {
        Text("Cancel")
      }
    }
    @ViewBuilder var item21: some View {
      Label(title, systemImage: "star")
    }
    @ViewBuilder var item22: some View {
      Label {
        Text("a")
      } icon: {
        Image(systemName: "b")
      }
    }
    @ViewBuilder var item23: some View {
      Label(title, image: "asset")
    }
    @ViewBuilder var item24: some View {
      Link(title, destination: URL(fileURLWithPath: "/"))
    }
    @ViewBuilder var item25: some View {
      Link(destination: URL(fileURLWithPath: "/")) { Text("x") }
    }
    @ViewBuilder var item26: some View {
      ProgressView(title, value: dbl)
    }
    @ViewBuilder var item27: some View {
      ProgressView(value: dbl, total: 1.0)
    }
    @ViewBuilder var item28: some View {
      ProgressView { Text("Loading") }
    }
    @ViewBuilder var item29: some View {
      Gauge(value: dbl, in: 0...1) {
        Text("g")
      } currentValueLabel: {
        Text("c")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }
    }
    @ViewBuilder var item30: some View {
      ColorPicker(title, selection: $color)
    }
    @ViewBuilder var item31: some View {
      GroupBox(title) { Text("x") }
    }
    @ViewBuilder var item32: some View {
      GroupBox {
        Text("x")
      } label: {
        Label("l", systemImage: "x")
      }
    }
    @ViewBuilder var item33: some View {
      DisclosureGroup(title) { Text("x") }
    }
    @ViewBuilder var item34: some View {
      DisclosureGroup {
        Text("x")
      } label: {
        Text("l")
      }
    }
    @ViewBuilder var item35: some View {
      Section(title) { Text("x") }
    }
    @ViewBuilder var item36: some View {
      Section {
        Text("x")
      } header: {
        Text("h")
      } footer: {
        Text("f")
      }
    }
    @ViewBuilder var item37: some View {
      NavigationLink(title, value: 1)
    }
    @ViewBuilder var item38: some View {
      NavigationLink(value: 2) { Text("x") }
    }
    @ViewBuilder var item39: some View {
      NavigationLink(title) { Text("dest") }
    }
    @ViewBuilder var item40: some View {
      NavigationLink {
        Text("d")
      } label: {
        Text("l")
      }
    }
    @ViewBuilder var item41: some View {
      ShareLink(item: URL(fileURLWithPath: "/"))
    }
    @ViewBuilder var item42: some View {
      ShareLink(title, item: "text")
    }
    @ViewBuilder var item43: some View {
      ShareLink(item: "text", preview: SharePreview("Journal", image: Image(systemName: "book")))
    }
    @ViewBuilder var item44: some View {
      ContentUnavailableView(title, systemImage: "tray")
    }
    @ViewBuilder var item45: some View {
      ContentUnavailableView(title, systemImage: "tray", description: Text(subtitle))
    }
    @ViewBuilder var item46: some View {
      ContentUnavailableView("No entries", image: "empty")
    }
    @ViewBuilder var item47: some View {
      Text(title).help("x")
    }
    @ViewBuilder var item48: some View {
      Text(date, format: .dateTime.weekday(.wide).day().month(.abbreviated))
    }
    @ViewBuilder var item49: some View {
      Text(date.formatted(date: .abbreviated, time: .shortened))
    }
    @ViewBuilder var item50: some View {
      Text("\(text.count)/280").foregroundStyle(text.count > 280 ? .red : .secondary)
    }
    @ViewBuilder var item51: some View {
      Text(.init("**markdown**"))
    }
  }
#endif
