import {
  inboxReadResponseSchema,
  inboxResponseSchema,
  policiesResponseSchema,
  policyDetailSchema,
} from './policies'
import { route } from './route'

/** The customer's policies, documents and inbox (api/contract/policies.ts). */
export const policyRoutes = {
  policies: route({
    method: 'GET',
    path: '/policies',
    auth: 'user',
    response: policiesResponseSchema,
  }),
  policy: route({
    method: 'GET',
    path: '/policies/:id',
    auth: 'user',
    response: policyDetailSchema,
  }),
  /** The document's bytes (not JSON): its content type, and an attachment Content-Disposition. */
  documentContent: route({
    method: 'GET',
    path: '/documents/:id/content',
    auth: 'user',
    response: null,
  }),
  inbox: route({
    method: 'GET',
    path: '/inbox',
    auth: 'user',
    response: inboxResponseSchema,
  }),
  inboxRead: route({
    method: 'POST',
    path: '/inbox/:id/read',
    auth: 'user',
    response: inboxReadResponseSchema,
  }),
}
