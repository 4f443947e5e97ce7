/**
 * A journey's starting inputs as a form (pure, unit-tested): one field per key whose value differs
 * between the inputs, and the input a choice leads to.
 */

export interface StartField {
  /** The input's key ('' when the inputs are not objects: then one choice per input). */
  name: string
  /** Its distinct values, in the order the inputs give them (undefined: the input lacks the key). */
  values: unknown[]
}

const fieldsOf = (input: unknown): Record<string, unknown> =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The value of a field in an input ('' field: the input itself). */
export const valueOf = (input: unknown, name: string): unknown => (name ? fieldsOf(input)[name] : input)

/** The fields a reader chooses between; empty when there is one input. */
export function startFields(inputs: readonly unknown[]): StartField[] {
  if (inputs.length < 2) return []
  const names = [...new Set(inputs.flatMap((input) => Object.keys(fieldsOf(input))))]
  const fields = names.flatMap((name): StartField[] => {
    const values: unknown[] = []
    for (const input of inputs) {
      const value = fieldsOf(input)[name]
      if (!values.some((v) => same(v, value))) values.push(value)
    }
    return values.length > 1 ? [{ name, values }] : []
  })
  // Inputs that are not objects (or are equal in every field): one choice per input.
  return fields.length ? fields : [{ name: '', values: [...inputs] }]
}

/** The index of a field's value in the given input. */
export const chosenValue = (field: StartField, input: unknown): number =>
  field.values.findIndex((v) => same(v, valueOf(input, field.name)))

/**
 * The input a choice leads to: one with that value, agreeing with the current input on as many other
 * fields as possible (the first such).
 */
export function inputFor(
  inputs: readonly unknown[],
  fields: readonly StartField[],
  current: number,
  field: StartField,
  valueIndex: number,
): number {
  const wanted = field.values[valueIndex]
  let best = current
  let bestScore = -1
  inputs.forEach((input, i) => {
    if (!same(valueOf(input, field.name), wanted)) return
    const score = fields.filter(
      (f) => f !== field && same(valueOf(input, f.name), valueOf(inputs[current], f.name)),
    ).length
    if (score > bestScore) [best, bestScore] = [i, score]
  })
  return best
}
