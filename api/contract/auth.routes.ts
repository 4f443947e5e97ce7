import {
  externalLoginRequestSchema,
  magicLinkAccountsQuerySchema,
  magicLinkAccountsSchema,
  magicLinkRequestSchema,
  magicLinkSentSchema,
  magicLinkVerifySchema,
  refreshRequestSchema,
  tokenPairSchema,
  userPatchSchema,
  userSchema,
} from './auth'
import { route } from './route'

/** Signing in (external id, magic link), the token refresh and the signed-in user (core §2, §3). */
export const authRoutes = {
  externalLogin: route({
    method: 'POST',
    path: '/jwt/create-by-external-id',
    auth: 'none',
    body: externalLoginRequestSchema,
    response: tokenPairSchema,
  }),
  magicLinkRequest: route({
    method: 'POST',
    path: '/magic-link',
    auth: 'none',
    body: magicLinkRequestSchema,
    response: magicLinkSentSchema,
  }),
  magicLinkVerify: route({
    method: 'POST',
    path: '/magic-link/verify',
    auth: 'none',
    body: magicLinkVerifySchema,
    response: tokenPairSchema,
  }),
  magicLinkAccounts: route({
    method: 'GET',
    path: '/magic-link',
    auth: 'user',
    query: magicLinkAccountsQuerySchema,
    response: magicLinkAccountsSchema,
  }),
  tokenRefresh: route({
    method: 'POST',
    path: '/auth/jwt/refresh',
    auth: 'none',
    body: refreshRequestSchema,
    response: tokenPairSchema,
  }),
  currentUser: route({ method: 'GET', path: '/users/me', auth: 'user', response: userSchema }),
  updateCurrentUser: route({
    method: 'PATCH',
    path: '/users/me',
    auth: 'user',
    body: userPatchSchema,
    response: userSchema,
  }),
}
