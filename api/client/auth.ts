import {
  magicLinkAccountsSchema,
  magicLinkSentSchema,
  tokenPairSchema,
  userSchema,
  type ExternalLoginRequest,
  type UserPatch,
} from '../contract/auth'
import type { Http } from './http'

/** `POST /jwt/create-by-external-id` (no token: this is the login). */
export const loginByExternalId = (http: Http, login: ExternalLoginRequest) =>
  http({
    method: 'POST',
    path: '/jwt/create-by-external-id',
    body: login,
    schema: tokenPairSchema,
    auth: false,
  })

/** `POST /magic-link/verify`: the token from the e-mailed link. */
export const loginByMagicLink = (http: Http, token: string) =>
  http({ method: 'POST', path: '/magic-link/verify', body: { token }, schema: tokenPairSchema, auth: false })

/** `POST /auth/jwt/refresh`: a new token pair; the old refresh token stops working. */
export const refreshTokens = (http: Http, refresh: string) =>
  http({ method: 'POST', path: '/auth/jwt/refresh', body: { refresh }, schema: tokenPairSchema, auth: false })

/** `POST /magic-link`: sends a sign-in link to the address (the same answer whether it is known or not). */
export const requestMagicLink = (http: Http, email: string) =>
  http({ method: 'POST', path: '/magic-link', body: { email }, schema: magicLinkSentSchema, auth: false })

/** `GET /magic-link?email=`: the partner environments of the signed-in user's address. */
export const getAccountEnvironments = (http: Http, email: string, signal?: AbortSignal) =>
  http({
    path: '/magic-link',
    query: { email: email.toLowerCase() },
    schema: magicLinkAccountsSchema,
    signal,
  })

export const getCurrentUser = (http: Http, signal?: AbortSignal) =>
  http({ path: '/users/me', schema: userSchema, signal })

export const updateCurrentUser = (http: Http, patch: UserPatch) =>
  http({ method: 'PATCH', path: '/users/me', body: patch, schema: userSchema })
