import * as z from 'zod/mini'

/**
 * Identity verification (forms §3 identity request and socket message, §4 steps 1–7, §7, §8; core §2
 * `/checkout/identity-verification`). The provider is Stripe Identity in production and a local stand-in
 * by default; both speak the same messages in the same order.
 */

/** The provider's statuses, as Stripe names its verification-session events. */
export const IDENTITY_STATUS = {
  created: 'identity.verification_session.created',
  requiresInput: 'identity.verification_session.requires_input',
  processing: 'identity.verification_session.processing',
  verified: 'identity.verification_session.verified',
  canceled: 'identity.verification_session.canceled',
} as const
export const identityStatusSchema = z.enum([
  IDENTITY_STATUS.created,
  IDENTITY_STATUS.requiresInput,
  IDENTITY_STATUS.processing,
  IDENTITY_STATUS.verified,
  IDENTITY_STATUS.canceled,
])
export type IdentityStatus = z.infer<typeof identityStatusSchema>

/**
 * The reasons a session goes back to `requires_input` (Stripe's `last_error.code`), each a message key
 * the views translate under `identity`.
 */
export const IDENTITY_ERRORS = [
  'consent_declined',
  'document_expired',
  'document_unverified_other',
  'document_type_not_supported',
  'selfie_document_missing_photo',
  'selfie_face_mismatch',
  'selfie_unverified_other',
  'under_supported_age',
  'country_not_supported',
] as const
export const identityErrorSchema = z.enum(IDENTITY_ERRORS)
export type IdentityError = z.infer<typeof identityErrorSchema>

/**
 * `POST /identity-verification` (customer's access token; 401 otherwise): a verification session for the
 * product (a product in the customer's checkout cart that requires identity verification, else
 * `product: ['notInCart']` / `product: ['noVerificationRequired']`), policy starting on `start_date`.
 */
export const identityRequestSchema = z.object({
  product: z.int().check(z.positive('invalid')),
  start_date: z.iso.date('invalid'),
})
export type IdentityRequest = z.infer<typeof identityRequestSchema>

/** Which overlay opens the session: Stripe's (with the environment's public key and connected account) or the local one. */
export const identityProviderSchema = z.union([
  z.object({
    kind: z.literal('local'),
    /**
     * The overlay lets the customer choose the outcome (development, and servers started with
     * `LOCAL_IDENTITY_OUTCOMES=1` for end-to-end tests); otherwise what is submitted is verified.
     */
    choose_outcome: z.boolean(),
  }),
  z.object({
    kind: z.literal('stripe'),
    publishable_key: z.string(),
    /** The connected account the session belongs to (null: the platform's own). */
    account: z.nullable(z.string()),
  }),
])
export type IdentityProvider = z.infer<typeof identityProviderSchema>

/** The provider could not be reached or refused to open a session (502, `code`). */
export const IDENTITY_PROVIDER_UNAVAILABLE = 'identity_provider_unavailable'

/**
 * The answer (201). `room_name` is unguessable (at least 128 random bits) and names the socket
 * `/stripe/identity/{room_name}/`; `client_secret` opens the overlay. Failing to reach the provider is
 * 502 `identity_provider_unavailable`.
 */
export const identityResponseSchema = z.object({
  client_secret: z.string(),
  room_name: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/)),
  provider: identityProviderSchema,
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>

/**
 * A message of the socket `/stripe/identity/{room_name}/` (forms §3): the session's status and, when it
 * went back to `requires_input` because the provider refused, the error. The server sends the current
 * status on connect (so a socket opened again converges), then each change. The socket refuses a foreign
 * origin (403 before upgrading) and an unknown room (404 before upgrading).
 */
export const identitySocketMessageSchema = z.object({
  status: identityStatusSchema,
  error: z.nullable(identityErrorSchema),
})
export type IdentitySocketMessage = z.infer<typeof identitySocketMessageSchema>

/** The outcomes the local overlay offers in development (production always verifies what it is given). */
export const LOCAL_IDENTITY_OUTCOMES = ['verified', ...IDENTITY_ERRORS] as const
export const localIdentityOutcomeSchema = z.enum(LOCAL_IDENTITY_OUTCOMES)
export type LocalIdentityOutcome = z.infer<typeof localIdentityOutcomeSchema>

/**
 * `POST /identity-verification/local/submit` (local provider only; 404 when Stripe is configured):
 * multipart with `client_secret`, `document` and `selfie` (images, at most 10 MB each) and `outcome`. Answers 202; the socket then hears `processing`, then `verified` or
 * `requires_input` with the error, as Stripe would. `outcome` is ignored unless the provider block said
 * `choose_outcome`.
 */
export const localIdentitySubmitSchema = z.object({
  client_secret: z.string().check(z.minLength(1, 'required')),
  outcome: z.optional(localIdentityOutcomeSchema),
})

/** The local overlay's images may be at most this large each. */
export const LOCAL_IDENTITY_MAX_BYTES = 10 * 1024 * 1024

/**
 * `POST /identity-verification/local/submit` on a session that is no longer waiting for input (already
 * processing, verified or canceled): `non_field_errors: ['sessionClosed']`, as Stripe's overlay would not
 * open it again.
 */
export const IDENTITY_SESSION_CLOSED = 'sessionClosed'

/**
 * `POST /cart-item/purchase` refuses the whole purchase (`non_field_errors`) while an item that would be
 * taken out belongs to a product requiring identity verification and the customer's latest verification
 * session for that product is not `verified`.
 */
export const IDENTITY_NOT_VERIFIED = 'identity_not_verified'
