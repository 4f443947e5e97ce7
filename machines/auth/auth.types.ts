import type { BrokerContact } from '../../api/contract/broker'
import type { Failure, Reason } from '../../api/contract/failure'
import type { TokenPair, User } from '../../api/contract/auth'
import type { FlowMode } from '../journey-protocol'

/** The login payload of a partner platform or broker link (core §7 `POST /jwt/create-by-external-id`). */
export interface ExternalLogin {
  external_id: string
  signature: string
  signature_created_at: string
  quote_id?: string
  broker_quote?: boolean
  is_broker_flow?: boolean
  profession_id?: number
  funnel_type?: 'default' | 'csc'
  product_id?: number
}

/**
 * Why the session ended or a login failed (contract `Reason`): loginFailed (a login refused),
 * invalidLink (bad or expired link or signature), sessionExpired (the server refused the session),
 * brokerQuote (a broker quote link whose quote is unknown here), quoteExpired / quoteUsed (a broker
 * quote that ended: the broker is named), network (the server was not reached).
 */
export type AuthReason =
  | typeof Reason.loginFailed
  | typeof Reason.invalidLink
  | typeof Reason.sessionExpired
  | typeof Reason.brokerQuote
  | typeof Reason.quoteExpired
  | typeof Reason.quoteUsed
  | typeof Reason.network

/** The one failure shape (api/contract/failure.ts), with one of the auth reasons; views turn it into words. */
export interface AuthFailure extends Failure {
  reason: AuthReason
  /** A broker quote that ended (quoteExpired, quoteUsed): the broker to ask for a new one. */
  broker?: BrokerContact | null
}

export interface AuthContext {
  /** The current token pair; null when signed out. */
  tokens: TokenPair | null
  external_id: string | null
  /** The quote a partner or broker link logged in with (core §3 user_quote): the cart is fixed then. */
  user_quote: string | null
  /** The session came from a broker's quote link (core §3 broker_quote): clearing it leaves for the quote address. */
  broker_quote: boolean
  user: User | null
  insuranceFlow: FlowMode
  /** Set by a failed login or an ended session, cleared by the next login. */
  failure: AuthFailure | null
  /** True while the last refresh failed on the network: the session stays, the UI offers a retry. */
  refreshFailed: boolean
}

export interface AuthInput {
  tokens?: TokenPair | null
  external_id?: string | null
  user_quote?: string | null
  broker_quote?: boolean
  user?: User | null
  insuranceFlow?: FlowMode
}

export type AuthEvent =
  | { type: 'login.external'; login: ExternalLogin }
  | { type: 'login.magicLink'; token: string }
  | { type: 'session.tokenRejected'; token: string }
  | { type: 'session.retryRefresh' }
  | { type: 'session.signOut' }
  | { type: 'session.changedElsewhere'; tokens: TokenPair | null }
  | { type: 'user.changed'; user: User }
  | { type: 'flow.changed'; mode: FlowMode }
