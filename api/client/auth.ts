import type { ExternalLoginRequest, UserPatch } from '../contract/auth'
import { authRoutes } from '../contract/auth.routes'
import { call, type Http } from './http'

/** `POST /jwt/create-by-external-id` (no token: this is the login). */
export const loginByExternalId = (http: Http, login: ExternalLoginRequest) =>
  call(http, authRoutes.externalLogin, { body: login })

/** `POST /magic-link/verify`: the token from the e-mailed link. */
export const loginByMagicLink = (http: Http, token: string) =>
  call(http, authRoutes.magicLinkVerify, { body: { token } })

/** `POST /auth/jwt/refresh`: a new token pair; the old refresh token stops working. */
export const refreshTokens = (http: Http, refresh: string) =>
  call(http, authRoutes.tokenRefresh, { body: { refresh } })

/** `POST /magic-link`: sends a sign-in link to the address (the same answer whether it is known or not). */
export const requestMagicLink = (http: Http, email: string) =>
  call(http, authRoutes.magicLinkRequest, { body: { email } })

/** `GET /magic-link?email=`: the partner environments of the signed-in user's address. */
export const getAccountEnvironments = (http: Http, email: string, signal?: AbortSignal) =>
  call(http, authRoutes.magicLinkAccounts, { query: { email: email.toLowerCase() }, signal })

export const getCurrentUser = (http: Http, signal?: AbortSignal) =>
  call(http, authRoutes.currentUser, { signal })

export const updateCurrentUser = (http: Http, patch: UserPatch) =>
  call(http, authRoutes.updateCurrentUser, { body: patch })
