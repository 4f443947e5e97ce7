import { errorBodySchema } from '../contract/errors'
import {
  identitySocketMessageSchema,
  type IdentityRequest,
  type IdentitySocketMessage,
} from '../contract/identity'
import { identityRoutes } from '../contract/identity.routes'
import { pathOf } from '../contract/route'
import { call, type Http } from './http'

/** `POST /identity-verification`: a verification session for the product, and the room to listen in. */
export const requestIdentitySession = (http: Http, body: IdentityRequest, signal?: AbortSignal) =>
  call(http, identityRoutes.identitySession, { body, signal })

/**
 * Holds the room's socket `/stripe/identity/{room_name}/`: each message of the contract's shape goes to
 * `onMessage`; a close not asked for (the connection dropped, the server refused) to `onDrop`. Returns the
 * function that closes it.
 */
export function openIdentitySocket(
  roomName: string,
  onMessage: (message: IdentitySocketMessage) => void,
  onDrop: () => void,
): () => void {
  const { protocol, host } = window.location
  const path = pathOf(identityRoutes.identitySocket, { room: roomName })
  const socket = new WebSocket(`${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`)
  let closed = false
  socket.onmessage = (event) => {
    let json: unknown
    try {
      json = JSON.parse(String(event.data))
    } catch {
      return // not JSON: nothing the contract knows
    }
    const message = identitySocketMessageSchema.safeParse(json)
    if (message.success) onMessage(message.data)
  }
  socket.onclose = () => {
    if (!closed) onDrop()
  }
  return () => {
    closed = true
    socket.close()
  }
}

/**
 * `POST /identity-verification/local/submit` (the local stand-in's overlay): the document and selfie as
 * multipart, authorised by the client secret. Resolves on 202; otherwise rejects with the error body's
 * field errors (`document`, `selfie`: required, fileType, fileEmpty, fileSize) or none when it did not
 * arrive. Multipart, so not through the JSON client.
 */
export async function submitLocalIdentity(form: FormData, language: string): Promise<void> {
  const { method, path } = identityRoutes.identityLocalSubmit
  const res = await fetch(path, {
    method,
    body: form,
    headers: { 'Accept-Language': language },
  })
  // The 202's (empty) body is read to its end: a response left unread is cancelled by the browser when
  // it is collected, and shows as a failed request (net::ERR_ABORTED) though the submission arrived.
  if (res.ok) return void (await res.arrayBuffer().catch(() => undefined))
  const parsed = errorBodySchema.safeParse(await res.json().catch(() => null))
  throw { fieldErrors: parsed.success ? parsed.data.field_errors : {} }
}
