extension NumberFactClient {
  /// Facts computed locally: useful with no network.
  public static let offline = NumberFactClient { n in OfflineFacts.fact(about: n) }

  /// This client, answering failures with an error that carries an offline fact.
  public func withOfflineFallback() -> NumberFactClient {
    NumberFactClient { n in
      do {
        return try await self.fetch(n)
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        let reason = (error as? NumberFactError)?.reason ?? String(describing: error)
        throw NumberFactError.unreachable(reason: reason, offlineFact: OfflineFacts.fact(about: n))
      }
    }
  }
}

/// Trivia about integers, computed without a network.
public enum OfflineFacts {
  /// The most interesting fact about `n` that is known offline.
  public static func fact(about n: Int) -> String {
    let m = n.magnitude
    if n < 0 {
      return
        "\(n) is negative; its absolute value \(m) has \(digits(m)) \(plural(digits(m), "digit"))."
    }
    if n == 0 { return "0 is the additive identity: adding it changes nothing." }
    if n == 1 { return "1 is neither prime nor composite." }
    if isPrime(m) { return "\(n) is prime." }
    if isPerfect(m) { return "\(n) is a perfect number: it is the sum of its proper divisors." }
    if let root = squareRoot(m) { return "\(n) is a perfect square: \(root) × \(root)." }
    if isFibonacci(m) { return "\(n) is a Fibonacci number." }
    if let k = triangularIndex(m) { return "\(n) is triangular: 1 + 2 + … + \(k)." }
    let sum = String(m).compactMap(\.wholeNumberValue).reduce(0, +)
    return "\(n) is composite; its digits add up to \(sum)."
  }

  static func isPrime(_ n: UInt) -> Bool {
    if n < 2 { return false }
    if n < 4 { return true }
    if n % 2 == 0 { return false }
    var d: UInt = 3
    while d <= n / d {
      if n % d == 0 { return false }
      d += 2
    }
    return true
  }

  static func isPerfect(_ n: UInt) -> Bool {
    guard n > 1 else { return false }
    var sum: UInt = 1
    var d: UInt = 2
    while d <= n / d {
      if n % d == 0 {
        sum += d
        if d != n / d { sum += n / d }
      }
      d += 1
    }
    return sum == n
  }

  static func squareRoot(_ n: UInt) -> UInt? {
    guard n > 1 else { return nil }
    var r = UInt(Double(n).squareRoot())
    while r * r > n { r -= 1 }
    while (r + 1) * (r + 1) <= n { r += 1 }
    return r * r == n ? r : nil
  }

  static func isFibonacci(_ n: UInt) -> Bool {
    var (a, b): (UInt, UInt) = (0, 1)
    while b < n {
      let (sum, overflow) = a.addingReportingOverflow(b)
      if overflow { return false }
      (a, b) = (b, sum)
    }
    return b == n
  }

  static func triangularIndex(_ n: UInt) -> UInt? {
    var k: UInt = 1
    var total: UInt = 0
    while total < n {
      total += k
      if total == n { return k }
      k += 1
    }
    return nil
  }

  static func digits(_ n: UInt) -> Int { String(n).count }

  static func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }
}
