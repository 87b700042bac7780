import SwiftUI

// A shop's everyday SwiftUI, swept while a ninth new user wrote one (each seen failing first):
// onboarding pages, product cards with remote images, a checkout form whose focus moves
// between fields and starts on the first, price sliders, delivery progress. Gated as an
// iPhone-only file, as an app that targets iOS alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)

  struct SweepProduct: Identifiable, Hashable {
    let id: Int; var name: String; var price: Decimal; var imageURL: URL?
  }
  enum SweepField: Hashable { case name, street, city, zip, card }

  struct SweepShopView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @State private var page = 0
    @State private var quantity = 1
    @State private var minPrice = 0.0
    @State private var maxPrice = 100.0
    @State private var name = ""
    @State private var card = ""
    @State private var favourite = false
    @State private var count = 0
    @FocusState private var field: SweepField?
    let products: [SweepProduct] = []

    var body: some View {
      VStack {
        TabView(selection: $page) {
          ForEach(0..<3) { index in
            VStack {
              Image(systemName: "cart").font(.system(size: 80)); Text("Page \(index)")
            }.tag(index)
          }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .fullScreenCover(isPresented: .constant(!hasOnboarded)) { Text("Onboarding") }
        ScrollView {
          LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
            ForEach(products) { product in
              VStack(alignment: .leading) {
                AsyncImage(url: product.imageURL) { image in
                  image.resizable().scaledToFill()
                } placeholder: {
                  ProgressView()
                }
                .frame(height: 120)
                .clipped()
                AsyncImage(url: product.imageURL, transaction: Transaction(animation: .easeInOut)) {
                  phase in
                  switch phase {
                  case .empty: ProgressView()
                  case .success(let image): image.resizable()
                  case .failure: Image(systemName: "photo")
                  @unknown default: EmptyView()
                  }
                }
                Text(product.price, format: .currency(code: "USD")).font(.headline)
                  .monospacedDigit()
                Text(product.name).lineLimit(2, reservesSpace: true)
              }
            }
          }
        }
        Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
        Text("\(count)").contentTransition(.numericText(value: Double(count)))
        Image(systemName: favourite ? "heart.fill" : "heart")
          .symbolEffect(.bounce, value: favourite)
          .scaleEffect(favourite ? 1.2 : 1)
          .animation(.spring(response: 0.3, dampingFraction: 0.5), value: favourite)
        Form {
          TextField("Name", text: $name).textContentType(.name).focused($field, equals: .name)
            .submitLabel(.next)
            .onSubmit { field = .street }
          TextField("Street", text: $name).textContentType(.fullStreetAddress).focused(
            $field, equals: .street)
          TextField("City", text: $name).textContentType(.addressCity)
          TextField("ZIP", text: $name).textContentType(.postalCode).keyboardType(.numberPad)
          TextField("Card", text: $card).textContentType(.creditCardNumber).keyboardType(.numberPad)
          TextField("Code", text: $card).textContentType(.oneTimeCode)
          if card.count < 16 {
            Text("Card number is too short").font(.footnote).foregroundStyle(.red)
          }
          Section("Price") {
            Slider(value: $minPrice, in: 0...maxPrice, step: 5) { Text("Min") }
            Slider(value: $maxPrice, in: minPrice...500)
            LabeledContent("Range") {
              Text("\(minPrice, specifier: "%.0f") – \(maxPrice, specifier: "%.0f")")
            }
          }
          ProgressView(value: 0.5, total: 1) {
            Text("Shipped")
          } currentValueLabel: {
            Text("50%")
          }
          Gauge(value: 0.5) { Text("Delivery") }
        }
        .scrollDismissesKeyboard(.immediately)
        .defaultFocus($field, .name)
      }
      .toolbar {
        ToolbarItem(placement: .topBarLeading) { Button("Reset") {} }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
          } label: {
            Image(systemName: "slider.horizontal.3")
          }
        }
      }
      .task(id: page) {}
      .onChange(of: favourite) { count += 1 }
      .transition(.move(edge: .trailing))
      .redacted(reason: products.isEmpty ? .placeholder : [])
    }
  }
#endif
