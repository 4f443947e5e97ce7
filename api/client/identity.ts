import { errorBodySchema } from '../contract/errors'
import { identityResponseSchema, type IdentityRequest } from '../contract/identity'
import type { Http } from './http'

/** `POST /identity-verification`: a verification session for the product, and the room to listen in. */
export const requestIdentitySession = (http: Http, body: IdentityRequest, signal?: AbortSignal) =>
  http({ method: 'POST', path: '/identity-verification', body, schema: identityResponseSchema, signal })

/** The address of a room's socket on this origin (ws: or wss: as the page). */
export const identitySocketUrl = (roomName: string, location: Pick<Location, 'protocol' | 'host'>) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/stripe/identity/${encodeURIComponent(roomName)}/`

/**
 * `POST /identity-verification/local/submit` (the local stand-in's overlay): the document and selfie as
 * multipart, authorised by the client secret. Resolves on 202; otherwise rejects with the error body's
 * field errors (`document`, `selfie`: required, fileType, fileEmpty, fileSize) or none when it did not
 * arrive. Multipart, so not through the JSON client.
 */
export async function submitLocalIdentity(form: FormData, language: string): Promise<void> {
  const res = await fetch('/identity-verification/local/submit', {
    method: 'POST',
    body: form,
    headers: { 'Accept-Language': language },
  })
  if (res.ok) return
  const parsed = errorBodySchema.safeParse(await res.json().catch(() => null))
  throw { fieldErrors: parsed.success ? parsed.data.field_errors : {} }
}
