import { externalLoginRequestSchema } from '../../api/contract/auth'
import type { ExternalLogin } from './auth.types'

const bool = (v: unknown) =>
  v === true || v === 'true' || v === '1' ? true : v === false || v === 'false' ? false : undefined
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)

/**
 * The login an entry URL carries (core §2: signature, external_id, signature_created_at, plus the
 * broker and funnel parameters), or null when it carries none or a malformed one.
 */
export function externalLoginFromSearch(search: Record<string, unknown>): ExternalLogin | null {
  if (search.signature === undefined) return null
  const candidate = {
    external_id: str(search.external_id),
    signature: str(search.signature),
    signature_created_at: str(search.signature_created_at),
    quote_id: str(search.quote_id),
    broker_quote: bool(search.broker_quote),
    is_broker_flow: bool(search.is_broker_flow),
    profession_id: num(search.profession_id),
    funnel_type: search.funnel_type === 'csc' ? 'csc' : undefined,
    product_id: num(search.product_id),
  }
  const parsed = externalLoginRequestSchema.safeParse(
    Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined)),
  )
  return parsed.success ? (parsed.data as ExternalLogin) : null
}

/** A broker's quote link (core §6): flagged as one, or naming a quote (the server checks it as one). */
export const isBrokerLink = (login: Pick<ExternalLogin, 'is_broker_flow' | 'broker_quote' | 'quote_id'>) =>
  login.is_broker_flow === true || login.broker_quote === true || login.quote_id !== undefined
