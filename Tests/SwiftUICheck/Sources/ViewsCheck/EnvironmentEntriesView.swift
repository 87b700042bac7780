import SwiftUI

// The app's own environment values by Xcode 16's `@Entry` (typed, optional, inferred) and by
// a key, as a ninth new user's trial was steered to write them: read with `@Environment` and
// set with `.environment(_:_:)`.

struct CurrencyCode: Equatable, Sendable {
  var code: String
}

extension EnvironmentValues {
  @Entry var currency = CurrencyCode(code: "USD")
  @Entry var accentScale: Double = 1
  @Entry var highlightedProductID: Int?
}

struct PriceTag: View {
  @Environment(\.currency) private var currency
  @Environment(\.accentScale) private var scale
  @Environment(\.highlightedProductID) private var highlighted
  let amount: Decimal
  let productID: Int

  var body: some View {
    Text(amount, format: .currency(code: currency.code))
      .scaleEffect(highlighted == productID ? scale : 1)
  }
}

struct PriceList: View {
  var body: some View {
    VStack {
      PriceTag(amount: 12, productID: 1)
      PriceTag(amount: 30, productID: 2)
    }
    .environment(\.currency, CurrencyCode(code: "EUR"))
    .environment(\.highlightedProductID, 2)
    .environment(\.accentScale, 1.2)
  }
}
