import fc from 'fast-check'

/** The building blocks of the server's fuzz tests: odd values, raw bodies and shaped ones mixed. */

export const text = fc.string({ unit: 'binary', maxLength: 300 })
/** A value that is no valid field: anything, binary text, numbers out of range, null, NUL. */
export const odd = fc.oneof(
  fc.anything(),
  text,
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant('\u0000'),
  fc.constant(2 ** 31),
  fc.constant(-1),
)
export const jsonOf = (value: unknown) => JSON.stringify(value) ?? 'null'
/** Mostly a valid value, sometimes an odd one. */
export const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: odd })
export const anyId = fc.oneof(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }))
/** Raw bodies JSON.stringify never writes (the route's own first: numbers parsing to Infinity), broken JSON, nesting. */
export const rawBodies = (...own: string[]) =>
  fc.constantFrom(...own, '[]', '', 'null', '"x"', `${'['.repeat(5000)}${']'.repeat(5000)}`)
/** Request bodies: any value, any JSON, binary text, the raw ones, and (weighted) the route's shaped ones. */
export const fuzzBodies = (raw: fc.Arbitrary<string>, shaped: fc.Arbitrary<unknown>, weight = 6) =>
  fc.oneof(fc.anything().map(jsonOf), fc.json(), text, raw, { weight, arbitrary: shaped.map(jsonOf) })
