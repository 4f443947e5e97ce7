import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a partner's signature may be, and how far ahead of our clock. */
export const SIGNATURE_MAX_AGE_MS = 10 * 60_000
export const SIGNATURE_MAX_SKEW_MS = 60_000

/** HMAC-SHA256(secret, `${external_id}:${signature_created_at}`) in hex, as the partner's platform signs. */
export const signExternalLogin = (secret: string, externalId: string, createdAt: string) =>
  createHmac('sha256', secret).update(`${externalId}:${createdAt}`).digest('hex')

/** Compares in constant time; `signature` is 64 hex characters (the contract checks it). */
export function validSignature(
  secret: string,
  {
    external_id,
    signature_created_at,
    signature,
  }: Record<'external_id' | 'signature_created_at' | 'signature', string>,
): boolean {
  const expected = Buffer.from(signExternalLogin(secret, external_id, signature_created_at), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A signature made more than 10 minutes ago, or more than a minute in the future. */
export function signatureExpired(createdAt: string, now = Date.now()): boolean {
  const at = Date.parse(createdAt)
  return Number.isNaN(at) || at < now - SIGNATURE_MAX_AGE_MS || at > now + SIGNATURE_MAX_SKEW_MS
}
