import { timingSafeEqual } from 'node:crypto'

/**
 * Compares a presented secret (a client secret, a token's signature) with the expected one in constant
 * time, so the answer's timing tells nothing of how much of it was right.
 */
export function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
