import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import {
  IDENTITY_SESSION_CLOSED,
  IDENTITY_STATUS,
  type IdentityRequest,
  type IdentityResponse,
  type LocalIdentityOutcome,
} from '../../contract/identity'
import { sameSecret } from '../auth/same-secret'
import { cartItems, identityVerifications, insuranceProducts } from '../db/schema'
import type { AppDeps } from '../deps'
import { errorBody, HttpError, invalid, refused } from '../http/errors'
import type { UserRow } from '../users/store'
import { localSessionOf } from './local-provider'
import { IdentityProviderUnavailableError } from './provider'
import { findBySession } from './store'

/**
 * Identity verification sessions (api/contract/identity.ts, forms §8): opened with the provider for a
 * product of the checkout cart that requires one, and, with the local stand-in, the overlay's submission.
 * Statuses are recorded by status.ts and heard on the room's socket (identity-socket.routes.ts).
 */

type Deps = Pick<AppDeps, 'database' | 'identity' | 'localIdentity'>

const MAX_INT32 = 2_147_483_647
/** How long a session opened and not used yet is handed out again instead of opening another. */
const REUSE_MINUTES = 30

/** A room name: 192 random bits, base64url (the contract asks for at least 128). */
const newRoomName = () => randomBytes(24).toString('base64url')

/** Whether product `productId` is in the customer's checkout cart and requires verification; null when not in it. */
async function requiresVerification(deps: Deps, userId: number, productId: number): Promise<boolean | null> {
  // An id beyond PostgreSQL's integer is no product (and must not reach the query: a 500).
  if (productId > MAX_INT32) return null
  const [item] = await deps.database.db
    .select({ requires: insuranceProducts.require_identity_verification })
    .from(cartItems)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(
      and(
        eq(cartItems.user_id, userId),
        eq(cartItems.in_checkout, true),
        eq(cartItems.insurance_product_id, productId),
      ),
    )
    .limit(1)
  return item ? item.requires : null
}

/**
 * Opens a session with the provider for the customer's product and records it (502 when the provider is
 * down); a session of the same product and start date opened in the last half hour and not used yet is
 * answered again instead.
 */
export async function startIdentitySession(
  deps: Deps,
  user: UserRow,
  form: IdentityRequest,
): Promise<IdentityResponse> {
  const requires = await requiresVerification(deps, user.id, form.product)
  if (requires === null) throw invalid({ product: ['notInCart'] })
  if (!requires) throw invalid({ product: ['noVerificationRequired'] })

  // A session the customer opened and has not used yet (its answer was lost on the way, or the page was
  // reloaded): the same one again, not a second session with the provider.
  const [open] = await deps.database.db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.user_id, user.id),
        eq(identityVerifications.insurance_product_id, form.product),
        eq(identityVerifications.provider, deps.identity.kind),
        eq(identityVerifications.start_date, form.start_date),
        eq(identityVerifications.status, IDENTITY_STATUS.created),
        gt(identityVerifications.created_at, sql`now() - make_interval(mins => ${REUSE_MINUTES})`),
      ),
    )
    .orderBy(desc(identityVerifications.id))
    .limit(1)
  if (open)
    return { client_secret: open.client_secret, room_name: open.room_name, provider: deps.identity.overlay }

  const roomName = newRoomName()
  let session
  try {
    session = await deps.identity.createSession({
      userId: user.id,
      email: user.email,
      productId: form.product,
      roomName,
    })
  } catch (err) {
    if (!(err instanceof IdentityProviderUnavailableError)) throw err
    throw new HttpError(
      502,
      errorBody('identity_provider_unavailable', 'The identity verification service is not available.'),
    )
  }
  await deps.database.db.insert(identityVerifications).values({
    user_id: user.id,
    insurance_product_id: form.product,
    room_name: roomName,
    provider: deps.identity.kind,
    session_id: session.sessionId,
    client_secret: session.clientSecret,
    start_date: form.start_date,
    status: IDENTITY_STATUS.created,
  })
  return { client_secret: session.clientSecret, room_name: roomName, provider: deps.identity.overlay }
}

/**
 * The local overlay's submission for the session of `clientSecret`: played to the stand-in as Stripe's
 * events would come. Refused when the secret is no open local session's.
 */
export async function submitLocalIdentity(
  deps: Deps,
  clientSecret: string,
  outcome: LocalIdentityOutcome | undefined,
): Promise<void> {
  const sessionId = localSessionOf(clientSecret)
  const row = sessionId ? await findBySession(deps.database.db, sessionId) : undefined
  if (!row || row.provider !== 'local' || !sameSecret(clientSecret, row.client_secret))
    throw invalid({ client_secret: ['invalid'] })
  if (row.status !== IDENTITY_STATUS.created && row.status !== IDENTITY_STATUS.requiresInput)
    throw refused(IDENTITY_SESSION_CLOSED)
  await deps.localIdentity.submit(row.session_id, outcome ?? 'verified')
}
