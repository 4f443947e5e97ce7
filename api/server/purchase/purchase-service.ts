import { and, eq } from 'drizzle-orm'
import * as z from 'zod/mini'
import { BIRTH_DATE_MISMATCH } from '../../contract/aov'
import { CART_EMPTY } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import { earliestEndDate, todayInNl } from '../../contract/date-rules'
import { IDENTITY_NOT_VERIFIED } from '../../contract/identity'
import {
  purchaseSchema,
  type PurchaseBody,
  type PurchasedPolicy,
  type PurchaseItem,
  type PurchaseResponse,
  type InvoiceStatus,
} from '../../contract/purchase'
import { applicationsOf } from '../aov/store'
import { alreadyInsured } from '../cart/cart-service'
import type { Database } from '../db/client'
import { purchaseRequests, users } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid, refused } from '../http/errors'
import { parseWith } from '../http/validate'
import { isIdentityVerified } from '../identity/store'
import { quoteHolds } from '../device/device-service'
import { deviceQuotesOf } from '../device/store'
import { quotedItemsOf } from '../cart/quoted-lines'
import { coverAtPurchase } from '../policies/cover'
import { activePolicies, riskClassOf } from '../products/catalogue'
import { formatMoney } from '../products/pricing'
import { endCheckout, saveProfile, takeOut, type InvoiceContext, type PolicyRow } from './effects'
import { itemFacts, lockedCheckout, type Checkout } from './facts'
import { queueDebit } from '../payments/direct-debit'
import { makeMandate, mandateForDebit, MandateNeeded } from './mandate'
import { itemOutcome, purchaseOutcome, type ItemOutcome } from './outcome'

/** What the route hands the purchase: the body as sent, and what it knows of the request and partner. */
export interface PurchaseRequest {
  userId: number
  /** The JSON body, not yet checked: its schema depends on the checkout cart. */
  input: unknown
  /** The partner starts policies tomorrow at the earliest (its `start_date_from_tomorrow` flag). */
  fromTomorrow: boolean
  /** The partner's `validate_policy_start_date` and `hide_kvk` settings (docs/partner-settings.md). */
  settings: { validateStartDate: boolean; hideKvk: boolean }
  /** The language of the product names in the answer. */
  locale: Locale
  invoice: InvoiceContext
  /** Recorded with the SEPA mandate. */
  client: { ipAddress: string; userAgent: string }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Takes out the checkout cart (api/contract/purchase.ts), in one transaction under the user's row lock
 * (as cart adds and answers are), so a purchase sees a settled cart and answers, and two purchases of one
 * checkout cart run one after the other: the second finds no checkout cart (400 cart_empty) and creates
 * nothing. The steps: lock, replay an earlier answer to the same request id, refuse a product insured
 * already (409 already_insured), parse the form by the checkout's rules, decide each item's outcome on its
 * facts and prices, find the customer's mandate when there will be an invoice, store policies and invoice,
 * start the direct debit, answer (and remember the answer for the request id).
 */
export async function purchase(deps: AppDeps, request: PurchaseRequest): Promise<PurchaseResponse> {
  try {
    return await purchaseOnce(deps, request)
  } catch (err) {
    if (!(err instanceof MandateNeeded)) throw err
    // The provider is never called inside the transaction: it rolled back, the mandate is made now (a
    // refusal is 502 direct_debit_failed with nothing stored), and the purchase runs again and finds it.
    await makeMandate(deps, err.request)
    return purchaseOnce(deps, request, { mandateMade: true })
  }
}

async function purchaseOnce(
  deps: AppDeps,
  request: PurchaseRequest,
  { mandateMade = false } = {},
): Promise<PurchaseResponse> {
  const { userId } = request
  const requestId = requestIdOf(request.input)
  return deps.database.db.transaction(async (tx) => {
    const buyer = await lockBuyer(tx, userId)
    const earlier = requestId && (await earlierAnswer(tx, userId, requestId))
    if (earlier) return earlier
    const checkout = await lockedCheckout(tx, userId)
    if (!buyer || checkout.items.length === 0) throw refused(CART_EMPTY, 'There is no checkout cart.')
    await mustNotBeInsuredAlready(tx, userId, checkout)
    const form = await parseForm(tx, request, checkout)
    const outcomes = await decideOutcomes(tx, userId, checkout, buyer)
    const insured = checkout.items.filter((_, i) => outcomes[i] === 'insured')
    await mustHaveVerifiedIdentity(tx, userId, insured)
    // An insured item means a first invoice, debited under the customer's mandate. It is looked for once
    // the purchase is known to be allowed (cart, cover, form, outcomes, identity) and before anything is
    // written: a new customer's first run stops here (MandateNeeded) with nothing to roll back.
    const mandate =
      insured.length > 0 ? await mandateForDebit(tx, deps, { ...request, form, mandateMade }) : null
    const made = await store(tx, request, form, insured)
    const invoiceStatus = made.invoice && (await queueDebit(tx, deps.queue, made.invoice.id, mandate))
    const response = answer(request.locale, checkout, outcomes, made, invoiceStatus)
    if (form.request_id)
      await tx.insert(purchaseRequests).values({ user_id: userId, request_id: form.request_id, response })
    // The policy documents and e-mail, a job that exists exactly when the purchase does.
    if (response.policies.length > 0)
      await deps.queue.send(
        'policies.deliver',
        {
          userId,
          policyIds: response.policies.map((p) => p.id),
          locale: request.invoice.locale,
          origin: request.invoice.origin,
        },
        { tx },
      )
    return response
  })
}

/** The body's request id when it is a valid one (else the body's own check refuses it later). */
const requestIdOf = (input: unknown): string | null => {
  const id = (input as { request_id?: unknown } | null)?.request_id
  return typeof id === 'string' && z.safeParse(z.uuid(), id).success ? id : null
}

/** Locks the user's row: purchases, cart adds and answers of one user run one at a time. */
async function lockBuyer(tx: Tx, userId: number) {
  const [locked] = await tx
    .select({ profession_id: users.profession_id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return locked
}

/** The same purchase again (a reload while it was under way): what it answered the first time. */
async function earlierAnswer(tx: Tx, userId: number, requestId: string): Promise<PurchaseResponse | null> {
  const [earlier] = await tx
    .select({ response: purchaseRequests.response })
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.user_id, userId), eq(purchaseRequests.request_id, requestId)))
  return earlier ? (earlier.response as PurchaseResponse) : null
}

/** A product the customer holds an active policy for is never taken out again (409 already_insured). */
async function mustNotBeInsuredAlready(tx: Tx, userId: number, checkout: Checkout) {
  const held = await activePolicies(
    tx,
    userId,
    checkout.items.map(({ product }) => product.id),
  )
  if (held.size > 0) throw alreadyInsured()
}

/** The form, checked by the rules of this checkout (its flow, today, the partner's start date). */
async function parseForm(tx: Tx, request: PurchaseRequest, checkout: Checkout): Promise<PurchaseBody> {
  const today = todayInNl()
  // A device policy cannot start after its end date (payment.start_date: ['startAfterEndDate']); only
  // quotes that still hold count, the others insure nothing (device/facts.ts).
  const devices = await deviceQuotesOf(
    tx,
    request.userId,
    checkout.items.map(({ item }) => item.id),
  )
  const holding = [...devices.values()].filter((quote) => quoteHolds(quote, today))
  const rules = {
    endDate: earliestEndDate(holding.map((quote) => quote.end_date)),
    today,
    fromTomorrow: request.fromTomorrow,
    ...request.settings,
    car: checkout.flow === 'car',
    aov: checkout.flow === 'aov',
    consumer: checkout.flow === 'consumer',
  }
  const form = parseWith(purchaseSchema(rules), request.input)
  if (rules.aov) await sameBirthDate(tx, request.userId, checkout, form.person.birth_date)
  return form
}

/**
 * Income protection is priced on the birth date of its application (`POST /aov/application`): the
 * personal details must give the same one (`person.birth_date: ['birthDateMismatch']`), or the premium
 * would be the wrong one for the customer's age.
 */
async function sameBirthDate(tx: Tx, userId: number, checkout: Checkout, birthDate: string) {
  const applications = await applicationsOf(
    tx,
    userId,
    checkout.items.map(({ product }) => product.id),
  )
  const differs = [...applications.values()].some((a) => a.birth_date !== null && a.birth_date !== birthDate)
  if (differs)
    throw invalid(
      { 'person.birth_date': [BIRTH_DATE_MISMATCH] },
      'The birth date differs from the one the premium was calculated for.',
    )
}

/** Each item's outcome, from its facts: answers, quiz, review and price for the buyer's risk class. */
async function decideOutcomes(
  tx: Tx,
  userId: number,
  checkout: Checkout,
  buyer: { profession_id: number | null },
): Promise<ItemOutcome[]> {
  const facts = await itemFacts(tx, userId, checkout.items, await riskClassOf(tx, buyer))
  return facts.map(itemOutcome)
}

/**
 * A product that requires identity verification is only taken out once the customer's identity was
 * verified, by any session (api/contract/identity.ts); otherwise nothing is bought
 * (`non_field_errors: ['identity_not_verified']`), so the customer verifies and buys the whole cart at
 * once. Items that would not be taken out anyway (a drop-out, a missing answer) need no verification.
 */
async function mustHaveVerifiedIdentity(tx: Tx, userId: number, insured: Checkout['items']) {
  if (!insured.some(({ product }) => product.require_identity_verification)) return
  if (!(await isIdentityVerified(tx, userId)))
    throw refused(IDENTITY_NOT_VERIFIED, 'The identity of the customer is not verified.')
}

/** The policies and first invoice of the insured items, the customer's details, the checkout ended. */
async function store(tx: Tx, request: PurchaseRequest, form: PurchaseBody, insured: Checkout['items']) {
  const items = insured.map(({ item }) => item)
  // A policy lists what its cart card listed (cart/quoted-lines.ts): a car's the car and its cover, a
  // device's the device and its amounts (and it ends on the chosen end date), a home product's the excess
  // and extra coverages of its accepted quote.
  const quoted = await quotedItemsOf(tx, request.userId, insured)
  const covers = new Map(
    insured.map(
      ({ item, product }) =>
        [item.id, coverAtPurchase(item, product, form.payment.start_date, quoted.get(item.id))] as const,
    ),
  )
  const devices = await deviceQuotesOf(
    tx,
    request.userId,
    items.map((item) => item.id),
  )
  const endDates = new Map([...devices].map(([id, quote]) => [id, quote.end_date]))
  const made = await takeOut(tx, request.userId, items, form.payment, request.invoice, covers, endDates)
  await saveProfile(tx, request.userId, form)
  await endCheckout(
    tx,
    request.userId,
    items.map((item) => item.id),
  )
  return made
}

type Made = Awaited<ReturnType<typeof takeOut>>

const policyResponse = (row: PolicyRow): PurchasedPolicy => ({
  id: row.id,
  number: row.number,
  product: row.insurance_product_id,
  start_date: row.start_date,
  price: formatMoney(row.monthly_price_cents ?? 0),
})

/** The answer: each item's outcome and policy, the purchase's outcome, the first invoice. */
function answer(
  locale: Locale,
  checkout: Checkout,
  outcomes: readonly ItemOutcome[],
  made: Made,
  invoiceStatus: InvoiceStatus | null,
): PurchaseResponse {
  const items = checkout.items.map(({ item, product }, i): PurchaseItem => {
    const policy = made.policies.get(item.id)
    return {
      cart_item_id: item.id,
      product: product.id,
      product_name: product.names[locale] ?? product.names.nl,
      outcome: outcomes[i] ?? 'additional_information',
      policy: policy ? policyResponse(policy) : null,
    }
  })
  return {
    outcome: purchaseOutcome(outcomes),
    items,
    policies: items.flatMap((item) => (item.policy ? [item.policy] : [])),
    invoice: made.invoice && {
      id: made.invoice.id,
      status: invoiceStatus ?? made.invoice.status,
      amount: formatMoney(made.invoice.amount_cents),
      due_date: made.invoice.due_date,
    },
  }
}
