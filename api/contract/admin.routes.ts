import { adminSessionSchema } from './admin'
import {
  colorChangesResponseSchema,
  colorKeyPairsCreateSchema,
  colorKeyPairsUpdateSchema,
  colorSettingsResponseSchema,
  colorUndoResponseSchema,
} from './colors'
import { route } from './route'

/** A partner admin's calls: who the token belongs to, and the partner's colours (core §6, §7). */
export const adminRoutes = {
  adminSession: route({ method: 'GET', path: '/admin/session', auth: 'admin', response: adminSessionSchema }),
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
