import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { todayInNl } from '../../api/contract/date-rules'
import {
  IDENTITY_STATUS,
  identityResponseSchema,
  identitySocketMessageSchema,
  type IdentityResponse,
  type LocalIdentityOutcome,
} from '../../api/contract/identity'
import type { Database } from '../../api/server/db/client'
import { identityVerifications } from '../../api/server/db/schema'
import { signedLogin } from './auth-helpers'
import { rawRequest, testSocket } from './helpers'

/** The smallest PNG signature plus a little: the local submit checks magic bytes only. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
])
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)])

/**
 * A verified identity session for the user and product, as the webhook or the local overlay would leave
 * it: for tests of what follows verification (the purchase).
 */
export async function verifyIdentity(db: Pick<Database, 'insert'>, userId: number, productId: number) {
  const id = randomBytes(16).toString('hex')
  await db.insert(identityVerifications).values({
    user_id: userId,
    insurance_product_id: productId,
    room_name: randomBytes(24).toString('base64url'),
    provider: 'local',
    session_id: `vs_local_${id}`,
    client_secret: `vs_local_${id}_secret_${randomBytes(32).toString('base64url')}`,
    start_date: '2026-01-01',
    status: IDENTITY_STATUS.verified,
  })
}

/** The local overlay's form; an image left out is left out, `text` sends it as a text file. */
export function submitForm(
  fields: {
    client_secret?: string
    outcome?: LocalIdentityOutcome | string
    document?: Buffer | 'text' | null
    selfie?: Buffer | 'text' | null
  } = {},
): FormData {
  const form = new FormData()
  if (fields.client_secret !== undefined) form.set('client_secret', fields.client_secret)
  if (fields.outcome !== undefined) form.set('outcome', fields.outcome)
  for (const name of ['document', 'selfie'] as const) {
    const value = fields[name] === undefined ? PNG : fields[name]
    if (value === null) continue
    if (value === 'text') form.set(name, new Blob(['hello'], { type: 'text/plain' }), `${name}.txt`)
    else
      form.set(
        name,
        new Blob([new Uint8Array(value)], { type: value === JPEG ? 'image/jpeg' : 'image/png' }),
        `${name}.png`,
      )
  }
  return form
}

/** A form as raw bytes and its Content-Type, for requests over a real socket. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const req = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type') ?? '' }
}

/** The `Stripe-Signature` header Stripe would send for `payload`, made at `timestamp` (seconds; default now). */
export const stripeSignature = (payload: string, secret: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })

/** A Stripe event body and its signature header under `secret`. */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  nowSeconds?: number,
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    data: { object },
  })
  return { body, signature: stripeSignature(body, secret, nowSeconds) }
}

export interface FakeStripe {
  url: string
  /** The form bodies and headers of the requests it got. */
  requests: { path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams }[]
  /** What it answers next: a session, or a status. */
  answer: 'session' | number
  close(): Promise<void>
}

/** A local stand-in for api.stripe.com's verification-session endpoint (127.0.0.1 only). */
export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: FakeStripe = { url: '', requests: [], answer: 'session', close: async () => undefined }
  const server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      fake.requests.push({ path: req.url ?? '', headers: req.headers, form: new URLSearchParams(body) })
      if (fake.answer !== 'session') {
        res.writeHead(fake.answer, { 'Content-Type': 'application/json' })
        return res.end('{"error":{"message":"nope"}}')
      }
      const id = `vs_${randomBytes(12).toString('hex')}`
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({ id, object: 'identity.verification_session', client_secret: `${id}_secret_test` }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () => new Promise((resolve) => server.close(() => resolve()))
  return fake
}

/** A JSON request over a real socket to 127.0.0.1:`port` as `host`'s page; answers the status and parsed body. */
export async function jsonCall(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const res = await rawRequest(port, {
    method,
    path,
    host,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, json: res.body ? (JSON.parse(res.body) as unknown) : null }
}

/**
 * Over HTTP only (any server instance): a new zzp customer `externalId` with the profession, the product
 * in their checkout cart (`flow`) and an identity session for it. Answers the token and the 201 body.
 */
export async function identitySessionOverHttp(
  port: number,
  {
    externalId,
    profession,
    product,
    flow = 'aov',
  }: { externalId: string; profession: number; product: number; flow?: string },
): Promise<{ token: string; session: IdentityResponse }> {
  const host = `zzp.localhost:${port}`
  const login = await jsonCall(
    port,
    host,
    'POST',
    '/jwt/create-by-external-id',
    signedLogin('zzp', externalId),
  )
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`)
  const token = (login.json as { access: string }).access
  const steps: [string, string, unknown, number][] = [
    ['PATCH', '/users/me', { profession }, 200],
    ['POST', '/cart-item', { insurance_product: product }, 201],
  ]
  for (const [method, path, body, status] of steps) {
    const res = await jsonCall(port, host, method, path, body, token)
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`)
    if (path === '/cart-item') {
      const id = (res.json as { id: number }).id
      const checkout = await jsonCall(
        port,
        host,
        'PUT',
        '/cart-item/checkout-cart',
        { cart_item_ids: [id], flow },
        token,
      )
      if (checkout.status !== 200) throw new Error(`checkout: ${checkout.status}`)
    }
  }
  const res = await jsonCall(
    port,
    host,
    'POST',
    '/identity-verification',
    { product, start_date: todayInNl() },
    token,
  )
  if (res.status !== 201) throw new Error(`identity: ${res.status} ${JSON.stringify(res.json)}`)
  return { token, session: identityResponseSchema.parse(res.json) }
}

/** The local overlay's submit over a real socket. */
export async function submitOverHttp(
  port: number,
  fields: Parameters<typeof submitForm>[0],
): Promise<{ status: number; body: string }> {
  const { body, contentType } = await encodeForm(submitForm(fields))
  return rawRequest(port, {
    method: 'POST',
    path: '/identity-verification/local/submit',
    host: `zzp.localhost:${port}`,
    headers: { 'Content-Type': contentType },
    body,
  })
}

/** A socket on `/stripe/identity/{room}/` of 127.0.0.1:`port`, collecting its parsed messages. */
export function identitySocket(
  port: number,
  room: string,
  { origin, slash = true }: { origin?: string | null; slash?: boolean } = {},
) {
  const socket = testSocket(port, `/stripe/identity/${room}${slash ? '/' : ''}`, {
    host: `zzp.localhost:${port}`,
    origin,
    parse: (data: unknown) => identitySocketMessageSchema.parse(data),
  })
  const { ws, messages, open } = socket
  open.catch(() => undefined)
  return { ws, messages, open }
}
