import * as z from 'zod/mini'
import { policyRoutes } from '../contract/policies.routes'
import { pathOf } from '../contract/route'
import { call, type Http } from './http'

/** `GET /policies`: the customer's current and expired policies and the recommended products. */
export const getPolicies = (http: Http, signal?: AbortSignal) => call(http, policyRoutes.policies, { signal })

/** `GET /policies/{id}`: one of the customer's policies with its documents (404 for any other). */
export const getPolicy = (http: Http, id: number, signal?: AbortSignal) =>
  call(http, policyRoutes.policy, { params: { id }, signal })

const blobSchema = z.instanceof(Blob)

/**
 * `GET /documents/{id}/content`: the bytes of the customer's own document, as a Blob (with the bearer
 * token and its one refresh, as every call); 404 for anyone else's.
 */
export const getDocumentContent = (http: Http, id: number, signal?: AbortSignal): Promise<Blob> =>
  http({
    method: 'GET',
    path: pathOf(policyRoutes.documentContent, { id }),
    schema: blobSchema,
    accept: 'blob',
    signal,
  })

/** `GET /inbox`: the customer's messages, newest first. */
export const getInbox = (http: Http, signal?: AbortSignal) => call(http, policyRoutes.inbox, { signal })

/** `POST /inbox/{id}/read`: marks one of the customer's messages read. */
export const markMessageRead = (http: Http, id: number, signal?: AbortSignal) =>
  call(http, policyRoutes.inboxRead, { params: { id }, signal })
