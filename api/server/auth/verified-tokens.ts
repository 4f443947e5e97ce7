/**
 * Access tokens already verified, so a signed-in customer's every request does not check the same HMAC
 * again (with jose that is a Web Crypto job per request, a fixed cost of every hot route). A token's
 * answer cannot change while it is valid: it is signed, and access tokens are not revoked (they are short;
 * the refresh token is what is revoked). So an entry is used until the token's `exp` and then dropped.
 * Only valid tokens are kept (one can only add a token the server signed), at most `max`, oldest out first.
 */
export function createVerifiedTokens<T>(max = 10_000) {
  const entries = new Map<string, { value: T; exp: number }>()
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  return {
    /** The kept answer of `key`, while its `exp` (epoch seconds) has not come (as jose: expired at `exp`). */
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (nowSeconds() < entry.exp) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key: string, value: T, exp: number): void {
      if (entries.size >= max) entries.delete(entries.keys().next().value!)
      entries.set(key, { value, exp })
    },
    get size() {
      return entries.size
    },
  }
}
