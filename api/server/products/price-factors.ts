/**
 * Price factors of chosen answer options ("1.15", "0.90"), applied exactly: each factor is read as an
 * integer over a power of ten and the whole product is computed in BigInt, then rounded half-up to whole
 * cents once, so the order of the answers never changes a price.
 */

const FACTOR = /^(\d{1,6})(?:\.(\d{1,6}))?$/

/** "1.15" -> 115n over 100n; throws on anything that is not a plain non-negative decimal. */
function parseFactor(factor: string): { numerator: bigint; denominator: bigint } {
  const match = FACTOR.exec(factor)
  if (!match) throw new RangeError(`not a price factor: ${factor}`)
  const decimals = match[2] ?? ''
  return { numerator: BigInt(`${match[1]}${decimals}`), denominator: 10n ** BigInt(decimals.length) }
}

/** `cents` × every factor, rounded half-up to whole cents (no factors: `cents`). */
export function applyPriceFactors(cents: number, factors: readonly string[]): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`)
  let numerator = BigInt(cents)
  let denominator = 1n
  for (const factor of factors) {
    const parsed = parseFactor(factor)
    numerator *= parsed.numerator
    denominator *= parsed.denominator
  }
  const rounded = (2n * numerator + denominator) / (2n * denominator)
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('price out of range')
  return Number(rounded)
}

/** `cents` with the factors applied; null stays null (a price calculated later has no factors yet). */
export const withPriceFactors = (cents: number | null, factors: readonly string[]): number | null =>
  cents === null ? null : applyPriceFactors(cents, factors)
