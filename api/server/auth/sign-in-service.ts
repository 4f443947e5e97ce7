import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { ExternalLoginRequest, TokenPair } from '../../contract/auth'
import { afterProfessionChange } from '../aov/profession'
import { quoteForLogin } from '../broker/quote-service'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { partners, refreshTokens, users } from '../db/schema'
import { errorBody, HttpError, unauthenticated } from '../http/errors'
import type { Logger } from '../logger'
import {
  findUser,
  lockedUserByExternalId,
  userByEmail,
  userByExternalId,
  type HostPartner,
} from '../users/store'
import { consumeMagicLink } from './magic-links'
import { SIGNATURE_MAX_AGE_MS, SIGNATURE_MAX_SKEW_MS, signatureExpired, validSignature } from './signature'
import { issueTokenPair, withinRefreshGrace, type VerifiedToken } from './tokens'

/**
 * Signing in (core §2 /sign-in, /confirmation, /accounts): what the auth routes do once the request is
 * parsed. Each way in ends with a token pair of the host's partner.
 */

type Secrets = Pick<Config, 'jwtSecret' | 'accessTokenTtl' | 'refreshTokenTtl'>

const loginFailed = (detail: string) => new HttpError(401, errorBody('login_failed', detail))
const invalidLink = () =>
  new HttpError(
    401,
    errorBody('invalid_link', 'The link is not valid: used, expired or unknown.', {
      non_field_errors: ['invalid_link'],
    }),
  )
const invalidRefresh = () => unauthenticated('The refresh token is not valid.')

/** The link's token buys a pair once, on the partner it was asked on; a first sign-in creates the user. */
export async function signInWithLink(
  db: Database,
  config: Secrets,
  partner: HostPartner,
  token: string,
): Promise<TokenPair> {
  const pair = await db.transaction(async (tx): Promise<TokenPair | null> => {
    const email = await consumeMagicLink(tx, token, partner.id)
    if (!email) return null
    const user = await userByEmail(tx, partner.id, email)
    return (await issueTokenPair(tx, config, { id: user.id, partner: partner.slug })).pair
  })
  if (!pair) throw invalidLink()
  return pair
}

/**
 * The partner's platform sends its customer with an external id signed by the partner's secret. The first
 * login creates the user; a profession id is saved to the user (and a changed profession changes the risk
 * class: see afterProfessionChange).
 */
export async function signInByExternalId(
  db: Database,
  config: Secrets,
  partner: HostPartner,
  body: ExternalLoginRequest,
): Promise<TokenPair> {
  if (!partner.signature_secret || !validSignature(partner.signature_secret, body)) {
    throw loginFailed('The signature is not valid.')
  }
  // A broker's link (core §6): the quote must be this customer's on this partner, open; an expired or
  // used one answers 410 with the broker to ask for a new one (quote-service.ts), however old the link.
  const quote = isBrokerLogin(body)
    ? body.quote_id && (await quoteForLogin(db, partner.id, body.external_id, body.quote_id))
    : null
  if (isBrokerLogin(body) && !quote) throw loginFailed('The quote of this broker login does not exist.')
  // A partner's login link lives 10 minutes. A broker's lives as long as its open quote: its signature was
  // made with the quote (signed within that window of the quote's creation), which binds it to that quote.
  const fresh = !signatureExpired(body.signature_created_at)
  if (!fresh && !(quote && signedWithQuote(body.signature_created_at, quote.created_at))) {
    throw new HttpError(
      400,
      errorBody('signature_expired', 'The signature is too old or from the future.', {
        non_field_errors: ['signature_expired'],
      }),
    )
  }
  // The quote was priced for the customer's profession: the login gives it to them.
  const professionId = quote ? quote.profession_id : body.profession_id
  return db.transaction(async (tx) => {
    const before = await lockedUserByExternalId(tx, partner.id, body.external_id)
    const user = await userByExternalId(tx, partner.id, body.external_id, professionId)
    if (before && before.profession_id !== user.profession_id) await afterProfessionChange(tx, user.id)
    return (await issueTokenPair(tx, config, { id: user.id, partner: partner.slug })).pair
  })
}

/** Whether a link's signature was made with its quote: within the signature's window of the quote's creation. */
export const signedWithQuote = (signedAt: string, quoteCreatedAt: Date) => {
  const at = Date.parse(signedAt)
  return (
    !Number.isNaN(at) &&
    at >= quoteCreatedAt.getTime() - SIGNATURE_MAX_SKEW_MS &&
    at <= quoteCreatedAt.getTime() + SIGNATURE_MAX_AGE_MS
  )
}

/** A broker's link: flagged as one, or naming a quote. */
const isBrokerLogin = (body: ExternalLoginRequest) =>
  body.is_broker_flow === true || body.broker_quote === true || body.quote_id !== undefined

/**
 * A valid refresh token buys a new pair, once. The old one is revoked and points at its successor;
 * presenting a revoked one again means it was copied, so every refresh token of that user is revoked (both
 * holders must sign in again). Except within REFRESH_GRACE_SECONDS of its rotation while its successor is
 * unused: then the successor is rotated instead, and the old token is spent for good.
 */
export async function refreshTokenPair(
  db: Database,
  config: Secrets,
  logger: Logger,
  claims: VerifiedToken & { jti: string },
): Promise<TokenPair> {
  const { jti, userId, partner } = claims
  const rotate = (current: string) =>
    db.transaction(async (tx): Promise<TokenPair | null> => {
      if (!(await findUser(tx, userId, partner))) return null
      const next = randomUUID()
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ revoked_at: sql`now()`, replaced_by: next })
        .where(
          and(
            eq(refreshTokens.jti, current),
            eq(refreshTokens.user_id, userId),
            isNull(refreshTokens.revoked_at),
            gt(refreshTokens.expires_at, sql`now()`),
          ),
        )
        .returning({ jti: refreshTokens.jti })
      if (!rotated) return null
      return (await issueTokenPair(tx, config, { id: userId, partner }, next)).pair
    })
  const pair = await rotate(jti)
  if (pair) return pair

  const [known] = await db
    .select({
      revoked_at: refreshTokens.revoked_at,
      replaced_by: refreshTokens.replaced_by,
      recent: withinRefreshGrace(refreshTokens.revoked_at),
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.user_id, userId)))
  if (known?.revoked_at) {
    // The lost answer: its pair, never used, gives way to a new one.
    const again = known.recent && known.replaced_by ? await rotate(known.replaced_by) : null
    if (again) return again
    await db
      .update(refreshTokens)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
    logger.warn(`refresh token reused: every refresh token of user ${userId} revoked`)
  }
  throw invalidRefresh()
}

/** The partner environments where `email` has an account, by name. */
export async function accountsOf(db: Database, email: string) {
  return db
    .selectDistinct({ slug: partners.slug, name: partners.name })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partner_id))
    .where(eq(users.email, email))
    .orderBy(asc(partners.name), asc(partners.slug))
}
