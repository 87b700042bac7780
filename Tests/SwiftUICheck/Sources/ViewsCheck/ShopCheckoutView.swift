import SwiftUI

// A shop's filter and checkout as a ninth new user's Shop app wrote them, for what the stand-in
// lacked (each seen failing first): a slider with no label, a symbol replaced in place,
// labeled content titled by a product's name, haptics by UIKit's generators and by sensory
// feedback with a condition, a closure or an impact's weight, a gauge tinted by a gradient,
// and a preview with traits. Gated as an iPhone-only file, as an app that targets iOS alone
// would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  struct ShopCheckoutView: View {
    @State private var maxPrice = 100.0
    @State private var isFavorite = false
    @State private var errors = 0
    @State private var quantity = 1
    let productName = "Mug"

    var body: some View {
      Form {
        Slider(value: $maxPrice, in: 0...200, step: 5)
        LabeledContent(productName) { Text("\(quantity)×") }
        LabeledContent(productName, value: "In stock")
        Button {
          isFavorite.toggle()
          UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        } label: {
          Image(systemName: isFavorite ? "heart.fill" : "heart")
            .contentTransition(.symbolEffect(.replace))
        }
        Button("Pay") {
          errors += 1
          UINotificationFeedbackGenerator().notificationOccurred(.error)
        }
        .sensoryFeedback(.error, trigger: errors) { old, new in new > old }
        .sensoryFeedback(trigger: quantity) { old, new in
          new > old ? .impact(weight: .light) : .impact(flexibility: .soft, intensity: 0.5)
        }
        Gauge(value: 0.6) { Text("Delivery") }
          .tint(Gradient(colors: [.orange, .green]))
      }
    }
  }

  #Preview("Checkout", traits: .sizeThatFitsLayout) {
    ShopCheckoutView()
  }
#endif
