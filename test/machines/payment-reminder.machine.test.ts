// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { failureOf, Reason } from '../../api/contract/failure'
import type { ReminderPaymentResponse, ReminderResponse } from '../../api/contract/payments'
import { localPayment, SAMPLE_INVOICE, stripePayment } from '../../machines/payment-reminder.journey'
import { paymentReminderMachine } from '../../machines/payment-reminder.machine'

interface Setup {
  token?: string
  load?: () => Promise<ReminderResponse>
  create?: () => Promise<ReminderPaymentResponse>
  answer?: () => Promise<void>
  openCard?: () => Promise<void>
  confirmCard?: () => Promise<{ declined: string | null }>
}

const open = { invoice: SAMPLE_INVOICE, fulfilled: false }

function start({ token = 'tok', load, create, answer, openCard, confirmCard }: Setup = {}) {
  const calls: { effect: string; input: unknown }[] = []
  const actor = createActor(
    paymentReminderMachine.provide({
      actors: {
        loadReminder: fromPromise(({ input }) => {
          calls.push({ effect: 'loadReminder', input })
          return (load ?? (async () => open))()
        }),
        createPayment: fromPromise(({ input }) => {
          calls.push({ effect: 'createPayment', input })
          return (create ?? (async () => localPayment()))()
        }),
        answerBank: fromPromise(({ input }) => {
          calls.push({ effect: 'answerBank', input })
          return (answer ?? (async () => {}))()
        }),
        openCardForm: fromPromise(({ input }) => {
          calls.push({ effect: 'openCardForm', input })
          return (openCard ?? (async () => {}))()
        }),
        confirmCard: fromPromise(({ input }) => {
          calls.push({ effect: 'confirmCard', input })
          return (confirmCard ?? (() => new Promise<{ declined: string | null }>(() => {})))()
        }),
      },
    }),
    { input: { token } },
  ).start()
  return { actor, calls }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('payment reminder', () => {
  it('loads the open invoice, pays it by card at the local bank and ends with the bank’s answer', async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(actor.getSnapshot().context.invoice).toEqual(SAMPLE_INVOICE)
    actor.send({ type: 'user.chooseMethod', method: 'card' })
    actor.send({ type: 'user.pay' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: { bank: 'asking' } })
    actor.send({ type: 'user.answerBank', outcome: 'failed' })
    await settle()
    expect(actor.getSnapshot().value).toBe('answered')
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.outcome).toBe('failed')
    expect(calls.map((c) => c.effect)).toEqual(['loadReminder', 'createPayment', 'answerBank'])
    expect(calls[1]!.input).toEqual({ token: 'tok', method: 'card', invoice: SAMPLE_INVOICE })
    expect(calls[2]!.input).toEqual({ payment: localPayment(), outcome: 'failed' })
  })

  it('says the link does not work without a token or when the server does not know it', async () => {
    expect(start({ token: '' }).actor.getSnapshot().value).toBe('invalidLink')
    const noToken = createActor(paymentReminderMachine, { input: {} }).start()
    expect(noToken.getSnapshot().value).toBe('invalidLink')
    const { actor } = start({ load: () => Promise.reject(failureOf(Reason.invalidReminder)) })
    await settle()
    expect(actor.getSnapshot().value).toBe('invalidLink')
  })

  it('shows a reminder paid already as fulfilled', async () => {
    const { actor } = start({ load: async () => ({ invoice: SAMPLE_INVOICE, fulfilled: true }) })
    await settle()
    expect(actor.getSnapshot().value).toBe('fulfilled')
  })

  it('offers a retry when the invoice cannot be loaded, keeping the failure as data', async () => {
    let fail = true
    const { actor } = start({
      load: () =>
        fail ? Promise.reject({ code: '35010', reason: null, retryable: true }) : Promise.resolve(open),
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(actor.getSnapshot().context.failure).toEqual({ code: '35010', reason: null, retryable: true })
    fail = false
    actor.send({ type: 'user.retry' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('keeps the invoice open with a warning when the payment cannot be created, and reloads when it was paid meanwhile', async () => {
    let reason: string = Reason.paymentCreationFailed
    const { actor, calls } = start({ create: () => Promise.reject(failureOf(reason)) })
    await settle()
    actor.send({ type: 'user.pay' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(actor.getSnapshot().context.failure?.reason).toBe(Reason.paymentCreationFailed)
    reason = Reason.invoiceAlreadyPaid
    actor.send({ type: 'user.pay' })
    expect(actor.getSnapshot().context.failure).toBeNull()
    await settle()
    expect(calls.filter((c) => c.effect === 'loadReminder')).toHaveLength(2)
  })

  it('closing the bank’s page goes back to the invoice; a failed answer can be given again', async () => {
    let fail = true
    const { actor } = start({
      answer: () => (fail ? Promise.reject({ code: null, reason: null }) : Promise.resolve()),
    })
    await settle()
    actor.send({ type: 'user.pay' })
    await settle()
    actor.send({ type: 'user.answerBank', outcome: 'succeeded' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: { bank: 'asking' } })
    expect(actor.getSnapshot().context.failure).toEqual({ code: null, reason: null, retryable: true })
    actor.send({ type: 'user.close' })
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(actor.getSnapshot().context.payment).toBeNull()
    actor.send({ type: 'user.pay' })
    await settle()
    fail = false
    actor.send({ type: 'user.answerBank', outcome: 'succeeded' })
    await settle()
    expect(actor.getSnapshot().value).toBe('answered')
  })

  it('opens Stripe’s form; a refusal shows Stripe’s words and the form stays; Stripe.js that does not load is a warning', async () => {
    const { actor } = start({
      create: async () => stripePayment(),
      confirmCard: async () => ({ declined: 'Je kaart is geweigerd.' }),
    })
    await settle()
    actor.send({ type: 'user.pay' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: { card: 'ready' } })
    actor.send({ type: 'user.confirmCard' })
    expect(actor.getSnapshot().value).toEqual({ open: { card: 'confirming' } })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: { card: 'ready' } })
    expect(actor.getSnapshot().context.declined).toBe('Je kaart is geweigerd.')

    const broken = start({
      create: async () => stripePayment(),
      openCard: () => Promise.reject(failureOf(Reason.paymentCreationFailed, true)),
    })
    await settle()
    broken.actor.send({ type: 'user.pay' })
    await settle()
    expect(broken.actor.getSnapshot().value).toEqual({ open: { card: 'unavailable' } })
    broken.actor.send({ type: 'user.close' })
    expect(broken.actor.getSnapshot().value).toEqual({ open: 'idle' })
  })
})
