import { expect } from 'vitest'
import { tokenPairSchema, type TokenPair } from '../../api/contract/auth'
import { errorBodySchema, type ErrorBody } from '../../api/contract/errors'
import { signExternalLogin } from '../../api/server/auth/signature'
import { devSignatureSecret } from '../../api/server/db/seed-data'
import { eventually, type TestApp } from './helpers'

type App = Pick<TestApp, 'app'>

export interface CallOptions {
  host?: string
  token?: string
  headers?: Record<string, string>
}

/** A JSON request to the app; a string body is sent as is (malformed JSON included). */
export const call = (t: App, method: string, path: string, body?: unknown, options: CallOptions = {}) =>
  t.app.request(`http://${options.host ?? 'zzp.localhost'}${path}`, {
    method,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  })

export const errorOf = async (res: Response): Promise<ErrorBody> => errorBodySchema.parse(await res.json())

export const pairOf = async (res: Response): Promise<TokenPair> => {
  expect(res.status).toBe(200)
  return tokenPairSchema.parse(await res.json())
}

/** A signature-login body for `slug`'s seeded secret (or `secret`). */
export function signedLogin(
  slug: string,
  externalId: string,
  { createdAt = new Date().toISOString(), secret = devSignatureSecret(slug) } = {},
) {
  return {
    external_id: externalId,
    signature_created_at: createdAt,
    signature: signExternalLogin(secret, externalId, createdAt),
  }
}

/** Logs in by signature on `slug`'s host. */
export const loginByExternalId = async (t: App, slug: string, externalId: string, extra = {}) =>
  pairOf(
    await call(
      t,
      'POST',
      '/jwt/create-by-external-id',
      { ...signedLogin(slug, externalId), ...extra },
      {
        host: `${slug}.localhost`,
      },
    ),
  )

interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
}

/** The mail the local adapter kept for `to`, latest first. */
export async function mailTo(t: App, to: string): Promise<OutboxMail[]> {
  const res = await t.app.request(`http://zzp.localhost/dev/outbox.json?to=${encodeURIComponent(to)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { result: OutboxMail[] }).result
}

/**
 * The mail kept for `to` once it holds at least `count`, latest first: a customer's mail (kept in the
 * inbox) is sent by its `mail.customer` job, just after the request that sent it answered.
 */
export async function mailsTo(t: App, to: string, count: number): Promise<OutboxMail[]> {
  let mails: OutboxMail[] = []
  await eventually(async () => {
    mails = await mailTo(t, to)
    expect(mails.length).toBeGreaterThanOrEqual(count)
  }, 10_000)
  return mails
}

/** The latest mail kept for `to` whose subject has `about`, once it is there (sent by its job). */
export async function mailAbout(t: App, to: string, about: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined
  await eventually(async () => {
    found = (await mailTo(t, to)).find((m) => m.subject.includes(about))
    expect(found).toBeDefined()
  }, 10_000)
  return found!
}

/** The token of the latest sign-in link sent to `to`. */
export async function linkTokenFor(t: App, to: string): Promise<string> {
  const [latest] = await mailTo(t, to)
  const token = /\/sign-in\/verify\?token=([\w-]+)/.exec(latest?.text ?? '')?.[1]
  if (!token) throw new Error(`no sign-in link for ${to}`)
  return token
}

/** Requests a link on `slug`'s host and verifies it: a signed-in pair. */
export async function signInByEmail(t: App, email: string, slug = 'zzp'): Promise<TokenPair> {
  const host = `${slug}.localhost`
  expect((await call(t, 'POST', '/magic-link', { email }, { host })).status).toBe(202)
  return pairOf(
    await call(t, 'POST', '/magic-link/verify', { token: await linkTokenFor(t, email) }, { host }),
  )
}
