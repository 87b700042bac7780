import SwiftUI

// A shape drawn with `Path` in its nonisolated `path(in:)`, as a timer's ring is: `Path`'s
// members are nonisolated in Apple's module, so this compiles there with no warning, and
// must here (the check builds with warnings as errors).

struct ProgressArc: Shape {
  var fraction: Double

  func path(in rect: CGRect) -> Path {
    Path { path in
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
    }
  }
}
