/**
 * Placeholder for an effect a machine declares but does not implement (HOUSE_STYLE §2): the
 * provider in views/ (or a test) supplies the real one with `machine.provide(...)`. Throwing makes a
 * forgotten implementation fail loudly instead of silently doing nothing.
 */
export function notProvided(): never {
  throw new Error('effect not provided: give it with machine.provide()')
}
