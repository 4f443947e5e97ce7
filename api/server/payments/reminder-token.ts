import { createHmac } from 'node:crypto'
import { sameSecret } from '../auth/same-secret'

/** How long a payment reminder's link works. */
export const REMINDER_TTL_MS = 30 * 24 * 60 * 60_000

/** The HMAC is over this prefix too, so no other token signed with the same secret passes as a reminder's. */
const PURPOSE = 'invoice-reminder'

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest('base64url')

/**
 * A reminder link's token: base64url JSON `{ i: invoice id, e: expiry in ms }`, a dot, and its
 * HMAC-SHA256 with the server's secret. Stateless, so the link works on any server instance; it is the
 * only proof the reminder routes ask for (no login), and it grants no more than paying that invoice.
 */
export function reminderToken(secret: string, invoiceId: number, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ i: invoiceId, e: now + REMINDER_TTL_MS })).toString(
    'base64url',
  )
  return `${payload}.${mac(secret, payload)}`
}

/**
 * The link that pays an open invoice: `/invoice-reminder?token=…` on the partner's site, `origin` being
 * the partner's configured origin (never the request's Host header). The payment reminder e-mails it and
 * the customer's invoice list (`GET /invoices`) answers it.
 */
export const reminderLink = (secret: string, origin: string, invoiceId: number, now = Date.now()): string =>
  `${origin}/invoice-reminder?token=${reminderToken(secret, invoiceId, now)}`

/** The invoice id of a valid, unexpired token; null for anything else. */
export function readReminderToken(secret: string, token: string, now = Date.now()): number | null {
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return null
  if (!sameSecret(signature, mac(secret, payload))) return null
  try {
    const { i, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      i?: unknown
      e?: unknown
    }
    if (!Number.isSafeInteger(i) || typeof e !== 'number' || e <= now) return null
    return i as number
  } catch {
    return null
  }
}
