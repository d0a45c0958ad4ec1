// The options of a <select> made from a list: one <option> a value, saying `label(value)` (the value itself
// when no label is given). The select around them keeps its own name, id, default value and empty option.
export function Options<Value extends string>({ values, label }: { values: readonly Value[]; label?: (value: Value) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label ? label(value) : value}
    </option>
  ))
}
