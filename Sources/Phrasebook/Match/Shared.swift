/// A value behind one reference, for a struct that is copied whole on a
/// hot path: `FlexibleSearch` is handed a copy of itself wherever a
/// mutating step calls a reading one, and its parameters, inline, would
/// be half of what is copied.
final class Shared<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
