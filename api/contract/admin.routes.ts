import * as z from 'zod/mini'
import {
  adminAccessSchema,
  adminMagicLinkRequestSchema,
  adminMagicLinkSentSchema,
  adminMagicLinkVerifySchema,
  adminSessionSchema,
  adminSessionStartedSchema,
} from './admin'
import {
  colorChangesResponseSchema,
  colorKeyPairsCreateSchema,
  colorKeyPairsUpdateSchema,
  colorSettingsResponseSchema,
  colorUndoResponseSchema,
} from './color-admin'
import { route } from './route'

/** A partner admin's calls: who the token belongs to, and the partner's colours (core §6, §7). */
export const adminRoutes = {
  adminSession: route({ method: 'GET', path: '/admin/session', auth: 'admin', response: adminSessionSchema }),
  /** An admin of the host's partner asks for a sign-in link by e-mail (always 202). */
  adminMagicLinkRequest: route({
    method: 'POST',
    path: '/admin/magic-link',
    auth: 'none',
    body: adminMagicLinkRequestSchema,
    response: adminMagicLinkSentSchema,
  }),
  /** The link's token begins an admin session: access token in the body, refresh token in the cookie. */
  adminMagicLinkVerify: route({
    method: 'POST',
    path: '/admin/magic-link/verify',
    auth: 'none',
    body: adminMagicLinkVerifySchema,
    response: adminSessionStartedSchema,
  }),
  /** Impersonation: the admin token the partner portal handed over (bearer) begins an admin session. */
  adminSessionStart: route({
    method: 'POST',
    path: '/admin/session',
    auth: 'admin',
    response: adminSessionStartedSchema,
  }),
  /** The admin's own refresh (core §6): reads only the `admin_refresh` cookie, rotates it. */
  adminTokenRefresh: route({
    method: 'POST',
    path: '/admin/auth/jwt/refresh',
    auth: 'none',
    response: adminAccessSchema,
  }),
  /** Ends the admin session: revoked, cookie cleared. */
  adminSessionEnd: route({ method: 'DELETE', path: '/admin/session', auth: 'none', response: z.null() }),
  colorsCreate: route({
    method: 'POST',
    path: '/color-key-pairs',
    auth: 'admin',
    body: colorKeyPairsCreateSchema,
    response: colorSettingsResponseSchema,
  }),
  colorsUpdate: route({
    method: 'PATCH',
    path: '/color-key-pairs/update',
    auth: 'admin',
    body: colorKeyPairsUpdateSchema,
    response: colorSettingsResponseSchema,
  }),
  colorChanges: route({
    method: 'GET',
    path: '/color-key-pairs/changes',
    auth: 'admin',
    response: colorChangesResponseSchema,
  }),
  colorsUndo: route({
    method: 'POST',
    path: '/color-key-pairs/undo',
    auth: 'admin',
    response: colorUndoResponseSchema,
  }),
}
