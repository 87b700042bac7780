import Composable

extension TestStore {
  /// Where a send was made, and the effect group it started.
  struct SendOrigin {
    let group: EffectGroup
    let location: SourceLocationInfo
    let action: Any
    /// The number of the sent action's reduction (see `EffectRegistry.Record.reduction`).
    let reduction: UInt64
  }

  /// The shared values before and after a reduction, and when the latter were taken.
  struct SharedAround {
    var before = SharedSnapshot()
    var after = SharedSnapshot()
    var stamp: UInt64 = 0
  }
}
