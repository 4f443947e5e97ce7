import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { E2E_JWT_SECRET, E2E_PORT } from '../../playwright.config'
import { envelopeReceiver } from '../envelope-receiver'
import { expect, test } from './fixtures'
import { partnerUrl, withoutServerRender } from './helpers'

/**
 * Error reporting in the browser (issue 25): the suite's server has no SENTRY_DSN, so this file starts a
 * second one on the same build with SENTRY_DSN pointing at a local envelope receiver, and APP_ENV=qa.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const STATIC_DIR = path.resolve(ROOT, process.env.STATIC_DIR ?? 'dist')
const PORT = E2E_PORT + 5
const reportingUrl = (slug: string, route = '/') => `http://${slug}.localhost:${PORT}${route}`

const receiver = envelopeReceiver()
let server: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A fresh server: its embedded database is made and seeded first.
  test.setTimeout(150_000)
  server = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'qa',
      PORT: String(PORT),
      STATIC_DIR,
      DATA_DIR: 'memory',
      LOG_LEVEL: 'error',
      JWT_SECRET: E2E_JWT_SECRET,
      INVOICE_RUN_SCHEDULE: 'off',
      SENTRY_DSN: await receiver.dsn(),
      SENTRY_RELEASE: '',
    },
  })
  let stderr = ''
  server.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
  const stopped = new Promise<never>((_resolve, reject) =>
    server?.once('exit', (code) => reject(new Error(`the reporting server stopped (${code}): ${stderr}`))),
  )
  await Promise.race([healthy(`http://127.0.0.1:${PORT}/healthz`, 100_000), stopped])
})

/** Waits until the server answers its health check. */
async function healthy(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await receiver.close()
})

const messageOf = (event: Record<string, unknown>) =>
  JSON.stringify((event.exception as { values?: unknown[] } | undefined)?.values ?? event.message ?? '')
/** The first error event whose exception or message mentions `text`, once it has arrived. */
async function arrived(text: string) {
  let found: Record<string, unknown> | undefined
  await expect
    .poll(() => (found = receiver.events().find((e) => messageOf(e).includes(text))), { timeout: 20_000 })
    .toBeTruthy()
  return found!
}
/** Every request the page makes to a host other than its own: the browser never talks to the reporter's. */
function foreignRequests(page: Page) {
  const foreign: string[] = []
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (hostname !== 'zzp.localhost' && !request.url().startsWith('data:')) foreign.push(request.url())
  })
  return foreign
}

test('an error thrown in the page arrives through the tunnel with environment and release; one thrown before the SDK loaded too', async ({
  page,
}) => {
  const release = readFileSync(path.join(STATIC_DIR, 'release.txt'), 'utf8').trim()
  expect(release).toMatch(/^[0-9a-f]{40}$/)
  const foreign = foreignRequests(page)
  // Replay's compression worker is our own file: nothing the SDK does is refused by the CSP.
  const refused: string[] = []
  page.on('console', (m) => void (/Content Security Policy/.test(m.text()) && refused.push(m.text())))
  const tunnelled: string[] = []
  page.on('request', (r) => void (new URL(r.url()).pathname === '/monitoring' && tunnelled.push(r.method())))
  // Thrown as soon as the page's scripts have run: long before the SDK loads (after the first paint).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      throw new Error('early boom')
    }),
  )
  await page.goto(reportingUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const early = await arrived('early boom')
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('boom in the page')
    }),
  )
  const later = await arrived('boom in the page')
  for (const event of [early, later]) expect(event).toMatchObject({ environment: 'qa', release })
  expect(tunnelled.length).toBeGreaterThan(0)
  expect(tunnelled.every((method) => method === 'POST')).toBe(true)
  expect(foreign).toEqual([])
  expect(refused).toEqual([])
})

test('a 401 does not arrive', async ({ page }) => {
  // The partner answers 401: the start fails (BootError reports what the server answered), and the
  // reporter's rule drops it. A page with its partner inline asks for none: this one comes without.
  await withoutServerRender(page)
  await page.route(/\/partners(\?|$)/, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'not_authenticated', detail: 'Sign in first.' }),
    }),
  )
  await page.goto(reportingUrl('zzp', '/welcome'))
  await expect(page.getByText('De website kon niet worden geladen')).toBeVisible({ timeout: 15_000 })
  // The SDK has loaded, and taken the start's failure (reported while it loaded).
  await page.waitForFunction(() => '__SENTRY__' in window, undefined, { timeout: 15_000 })
  // A marker thrown after it: once the marker has arrived, the 401 (reported before it) would have too.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('marker after the refusal')
    }),
  )
  await arrived('marker after the refusal')
  await page.waitForTimeout(500)
  const about401 = receiver.events().filter((e) => /\b401\b|unauthorized/.test(messageOf(e)))
  expect(about401).toEqual([])
  // It was reported and dropped by the rule, not missed: leaving the page, the SDK tells what its
  // beforeSend dropped (a client report).
  await page.close({ runBeforeUnload: true })
  await expect
    .poll(
      () =>
        receiver.received
          .flatMap((r) => r.items)
          .filter((i) => i.type === 'client_report')
          .flatMap((i) => (i.payload as { discarded_events?: { reason: string }[] }).discarded_events ?? [])
          .some((d) => d.reason === 'before_send'),
      { timeout: 10_000 },
    )
    .toBe(true)
})

test('the crash page reports the crash, and its report action opens Sentry’s feedback form', async ({
  page,
}) => {
  await page.route(/\/assets\/welcome-.*\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("crash in the welcome screen")' }),
  )
  await page.goto(reportingUrl('zzp', '/welcome'))
  const crash = page.getByTestId('crash-page')
  await expect(crash.getByRole('heading', { name: 'Oeps, er ging iets mis' })).toBeVisible()
  const crashEvent = await arrived('crash in the welcome screen')
  const ownReport = page.waitForResponse((r) => r.url().endsWith('/client-errors') && r.status() === 202)
  await crash.getByRole('button', { name: 'Probleem melden' }).click()
  await ownReport
  const form = page.getByRole('dialog')
  await expect(form.getByText('Probleem melden')).toBeVisible()
  await form.getByRole('textbox').fill('De pagina bleef leeg. Mail me op jan@example.nl')
  await form.getByRole('button', { name: 'Versturen' }).click()
  let feedback: Record<string, unknown> | undefined
  await expect
    .poll(
      () =>
        (feedback = receiver.received.flatMap((r) => r.items).find((i) => i.type === 'feedback')?.payload as
          Record<string, unknown> | undefined),
      { timeout: 20_000 },
    )
    .toBeTruthy()
  expect(feedback).toMatchObject({
    contexts: { feedback: { message: 'De pagina bleef leeg. Mail me op [Filtered]' } },
    tags: { crash_event_id: crashEvent.event_id },
  })
})

test('without SENTRY_DSN the SDK is not loaded and no reporting request is made', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('nobody hears this')
    }),
  )
  // Past the load event and the idle time the reporter would have waited for.
  await page.waitForLoadState('load')
  await page.waitForTimeout(3_000)
  expect(requests.filter((url) => !url.startsWith(`http://zzp.localhost:${E2E_PORT}/`))).toEqual([])
  expect(requests.filter((url) => /\/monitoring|sentry/i.test(url))).toEqual([])
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false)
})
