import { expect, type WebSocketRoute } from '@playwright/test'
import { fillDetails } from '../../e2e/checkout-forms'
import { PHOTO } from '../../e2e/identity'
import { incomeProtectionToForms } from '../../e2e/income-protection'
import { liabilityToForms } from '../../e2e/liability'
import type { PathRun } from '../runtime'

import type { Args } from './args'

/** The local payment provider's IBAN whose first debit fails after the delay (docs/walkthroughs.md). */
const DEBIT_FAILS = 'NL98 INGB 0000 0000 02'

/** What one path's earlier steps left for its later ones (the reminder link, the payment made). */
interface Memory {
  /** The identity room's sockets as the page opened them (newest last). */
  sockets?: WebSocketRoute[]
  dropped?: number
  /** After a drop the network stays down: a reopened socket reaches no server, so no status arrives. */
  offline?: boolean
  reminder?: string
  payment?: { payment_intent: string; client_secret: string }
}
const memory = new WeakMap<PathRun, Memory>()
const remembered = (run: PathRun): Memory => {
  let m = memory.get(run)
  if (!m) memory.set(run, (m = {}))
  return m
}

/** The page's own JSON call (no login: the reminder's token or the payment's secret is the proof). */
const call = <T>(run: PathRun, method: string, path: string, body?: unknown) =>
  run.page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json()) as unknown }
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>

/** The newest payment reminder link the local outbox holds for an address. */
async function reminderLink(run: PathRun, email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const { json } = await call<{ result: { text: string }[] }>(
          run,
          'GET',
          `/dev/outbox.json?to=${encodeURIComponent(email)}`,
        )
        link = /https?:\/\/\S+\/invoice-reminder\?token=[\w.-]+/.exec(
          json.result.map((m) => m.text).join('\n'),
        )?.[0]
        return link
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return link!
}

/** The bank confirms the path's payment to us (the local provider's confirmation, as Stripe's webhook). */
async function confirm(run: PathRun) {
  const confirmed = await call(run, 'POST', '/payments/local/confirm', {
    ...remembered(run).payment!,
    outcome: 'succeeded',
  })
  expect(confirmed.status).toBe(200)
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

/** An iDEAL payment of the remembered reminder's invoice, created through the reminder's API call. */
async function idealPayment(run: PathRun, m: Memory) {
  const created = await call<{ payment_intent: string; client_secret: string }>(
    run,
    'POST',
    '/invoices/reminder/payment',
    { token: tokenOf(m.reminder!), method: 'ideal' },
  )
  expect(created.status).toBe(201)
  return created
}

/** Named steps for the payment journeys (paymentStatus, paymentReminder). */
export const serviceDrive = {
  /**
   * A new carpenter takes out business liability with the IBAN whose first debit fails: the invoice
   * fails and the payment reminder arrives by e-mail (its link is kept for the next steps).
   */
  async failedInvoice(run: PathRun, _args: Args) {
    const email = await liabilityToForms(run.page, 'pad-herinnering')
    await fillDetails(run.page, undefined, DEBIT_FAILS)
    await expect(run.page).toHaveURL(/\/result$/)
    remembered(run).reminder = await reminderLink(run, email)
  },
  /** Opens the e-mailed reminder link (`{ broken: true }`: one whose token the server does not know). */
  async openReminder(run: PathRun, args: Args) {
    const link = args.broken
      ? run.url('/invoice-reminder?token=not-a-token')
      : args.cut
        ? run.url('/invoice-reminder')
        : remembered(run).reminder!
    await run.page.goto(link)
  },
  /** The reminder's invoice is paid (by iDEAL, approved at the local bank) before the link is opened. */
  async invoicePaid(run: PathRun, _args: Args) {
    const m = remembered(run)
    const created = await idealPayment(run, m)
    const confirmed = await call(run, 'POST', '/payments/local/confirm', {
      payment_intent: created.json.payment_intent,
      client_secret: created.json.client_secret,
      outcome: 'succeeded',
    })
    expect(confirmed.status).toBe(200)
  },
  /**
   * The bank sends the customer back to /payment/success for an iDEAL payment of the reminder, saying
   * `returned` (`succeeded`, `failed`); `paid`: the bank already confirmed it to us.
   */
  async returnFromBank(run: PathRun, args: Args) {
    const m = remembered(run)
    const created = await idealPayment(run, m)
    m.payment = created.json
    if (args.paid) await confirm(run)
    // The page's clock is the test's: it runs as usual, and a step may move it on (a minute need not
    // take a minute). Not paused: axe, run after every step, needs the page's timers.
    await run.page.clock.install()
    const query = new URLSearchParams({
      payment_intent: created.json.payment_intent,
      payment_intent_client_secret: created.json.client_secret,
      redirect_status: String(args.returned ?? 'succeeded'),
    })
    await run.page.goto(run.url(`/payment/success?${query.toString()}`))
  },
  /** A return address whose payment the server does not know (typed wrong, or another shop's). */
  async returnUnknown(run: PathRun, _args: Args) {
    const query = new URLSearchParams({
      payment_intent: 'pi_local_unknown',
      payment_intent_client_secret: 'pi_local_unknown_secret_x',
      redirect_status: 'succeeded',
    })
    await run.page.goto(run.url(`/payment/success?${query.toString()}`))
  },
  /** The page's clock moves on by `ms` (its timers fire as if that time had passed). */
  async later(run: PathRun, args: Args) {
    await run.page.clock.fastForward(Number(args.ms))
  },
  /**
   * A minute passes while the bank's word has not reached us yet: the status calls in that minute do not
   * get through (test control), so the page stays on "being processed" rather than deciding early.
   */
  async minuteLater(run: PathRun, _args: Args) {
    await run.force({ route: 'payment', status: 503 })
    await run.page.clock.fastForward(60_000)
  },
  /** The next status call goes out (now, not in 2 seconds), as it is: no test control any more. */
  async nextPoll(run: PathRun, _args: Args) {
    await run.unforce()
    await run.page.clock.fastForward(2_000)
  },
  /** The bank confirms the payment to us (the local provider's confirmation, as Stripe's webhook would). */
  async bankConfirms(run: PathRun, _args: Args) {
    await confirm(run)
    await run.unforce()
    await run.page.clock.fastForward(2_000)
  },
  /**
   * A new customer takes out income protection (it requires identity verification) up to the identity
   * step; the identity room's socket passes through the test, so it can drop it like a lost connection.
   */
  async toIdentityCheck(run: PathRun, _args: Args) {
    const m = remembered(run)
    m.sockets = []
    m.dropped = 0
    await run.page.routeWebSocket(/\/stripe\/identity\//, (ws) => {
      if (!m.offline) ws.connectToServer()
      m.sockets!.push(ws)
    })
    await incomeProtectionToForms(run.page, 'pad-identiteit')
    await fillDetails(run.page)
    await expect(run.page).toHaveURL(/\/checkout\/identity-verification$/)
  },
  /**
   * The connection drops: the newest socket of the room is closed, and the network stays down (a
   * socket the page opens again reaches no server, so the server's status never resets the count of
   * tries: six drops in a row end the check, as the chart says).
   */
  async dropSocket(run: PathRun, _args: Args) {
    const m = remembered(run)
    m.offline = true
    await expect.poll(() => m.sockets!.length, { timeout: 15_000 }).toBeGreaterThan(m.dropped!)
    m.dropped = m.sockets!.length
    await m.sockets!.at(-1)!.close({ code: 4000, reason: 'dropped by the test' })
  },
  /** The provider says over the room's socket what the test tells (`status`), as Stripe's webhook would. */
  async identityMessage(run: PathRun, args: Args) {
    const m = remembered(run)
    await expect.poll(() => m.sockets!.length, { timeout: 15_000 }).toBeGreaterThan(0)
    m.sockets!.at(-1)!.send(JSON.stringify({ status: args.status, error: null }))
  },
  /** In the local overlay: a photo of the document and a selfie, the outcome chosen (its label), sent. */
  async submitIdentity(run: PathRun, args: Args) {
    const overlay = run.page.getByRole('dialog', { name: 'Identiteit controleren' })
    await expect(overlay).toBeVisible()
    await overlay.getByLabel('Foto van je identiteitsbewijs').setInputFiles(PHOTO)
    await overlay.getByLabel('Selfie').setInputFiles(PHOTO)
    await overlay
      .getByLabel('Uitkomst (alleen in de testomgeving)')
      .selectOption({ label: String(args.outcome) })
    await overlay.getByRole('button', { name: 'Versturen' }).click()
  },
}
