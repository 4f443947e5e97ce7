/**
 * The named string parameters of a query, each at most `max` characters; anything else is dropped. The
 * routes' search is read with it by hand, not with a schema: the route tree is part of the first page,
 * which has no zod (issue 26).
 */
export function textParams<const K extends string>(
  search: Record<string, unknown>,
  keys: readonly K[],
  max = 512,
) {
  const kept: Partial<Record<K, string>> = {}
  for (const key of keys) {
    const value = search[key]
    if (typeof value === 'string' && value.length <= max) kept[key] = value
  }
  return kept
}
