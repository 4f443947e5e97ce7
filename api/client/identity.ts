import { identityResponseSchema, type IdentityRequest } from '../contract/identity'
import type { Http } from './http'

/** `POST /identity-verification`: a verification session for the product, and the room to listen in. */
export const requestIdentitySession = (http: Http, body: IdentityRequest, signal?: AbortSignal) =>
  http({ method: 'POST', path: '/identity-verification', body, schema: identityResponseSchema, signal })

/** The address of a room's socket on this origin (ws: or wss: as the page). */
export const identitySocketUrl = (roomName: string, location: Pick<Location, 'protocol' | 'host'>) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/stripe/identity/${encodeURIComponent(roomName)}/`
