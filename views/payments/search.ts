/** The named string parameters of a query (at most 512 characters each); anything else is dropped. */
export function textParams<const K extends string>(search: Record<string, unknown>, keys: readonly K[]) {
  const kept: Partial<Record<K, string>> = {}
  for (const key of keys) {
    const value = search[key]
    if (typeof value === 'string' && value.length <= 512) kept[key] = value
  }
  return kept
}
