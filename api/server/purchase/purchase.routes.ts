import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { BIRTH_DATE_MISMATCH } from '../../contract/aov'
import { CART_EMPTY } from '../../contract/cart'
import { localeFromAcceptLanguage } from '../../contract/common'
import { todayInNl } from '../../contract/date-rules'
import { IDENTITY_NOT_VERIFIED } from '../../contract/identity'
import { isFlagOn } from '../../contract/partner'
import {
  purchaseSchema,
  type PurchasedPolicy,
  type PurchaseItem,
  type PurchaseResponse,
} from '../../contract/purchase'
import { routes } from '../../contract/routes'
import { applicationsOf } from '../aov/store'
import { requireUser } from '../auth/require-user'
import { purchaseRequests, users } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid, refused } from '../http/errors'
import { clientAddress, limitBody } from '../http/limits'
import { requestOrigin } from '../http/origin'
import { on } from '../http/route'
import { parseWith, readJson } from '../http/validate'
import { isIdentityVerified } from '../identity/store'
import { mailLocale } from '../mail/mail-locale'
import { startDirectDebit } from '../payments/direct-debit'
import { riskClassOf } from '../products/catalogue'
import { formatMoney } from '../products/pricing'
import { endCheckout, saveProfile, takeOut, type PolicyRow } from '../purchase/effects'
import { itemFacts, lockedCheckout } from '../purchase/facts'
import { itemOutcome, purchaseOutcome } from '../purchase/outcome'

/** The forms are a few hundred characters; room for escaping and a long list of formalities. */
const PURCHASE_BODY = 16 * 1024

const policyResponse = (row: PolicyRow): PurchasedPolicy => ({
  id: row.id,
  number: row.number,
  product: row.insurance_product_id,
  start_date: row.start_date,
  price: formatMoney(row.monthly_price_cents ?? 0),
})

/**
 * `POST /cart-item/purchase` (api/contract/purchase.ts): takes out the checkout cart. Everything happens
 * in one transaction under the user's row lock (as cart adds and answers do), so a purchase sees a
 * settled cart and answers, and two purchases of one checkout cart run one after the other: the second
 * finds no checkout cart (400 cart_empty) and creates nothing. When something is insured, the first
 * invoice is debited under the customer's SEPA mandate (payments/direct-debit.ts) in the same transaction.
 */
/** The body's request id when it is a valid one (else the body's own check refuses it later). */
const requestIdOf = (input: unknown): string | null => {
  const id = (input as { request_id?: unknown } | null)?.request_id
  return typeof id === 'string' && z.safeParse(z.uuid(), id).success ? id : null
}

export function purchaseRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.purchase, limitBody(PURCHASE_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const input = await readJson(c)
    const cached = await deps.partners.get(partner)
    const fromTomorrow = cached !== null && isFlagOn(cached.partner, 'start_date_from_tomorrow')
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const invoiceContext = {
      currency: cached?.partner.currency ?? 'EUR',
      origin: requestOrigin(c),
      locale: cached ? mailLocale(c, cached.partner) : locale,
    }
    const requestId = requestIdOf(input)
    const body = await db.transaction(async (tx): Promise<PurchaseResponse> => {
      const [locked] = await tx
        .select({ profession_id: users.profession_id })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update')
      // The same purchase again (a reload while it was under way): what it answered the first time.
      if (requestId) {
        const [earlier] = await tx
          .select({ response: purchaseRequests.response })
          .from(purchaseRequests)
          .where(and(eq(purchaseRequests.user_id, user.id), eq(purchaseRequests.request_id, requestId)))
        if (earlier) return earlier.response as PurchaseResponse
      }
      const checkout = await lockedCheckout(tx, user.id)
      if (!locked || checkout.items.length === 0) {
        throw refused(CART_EMPTY, 'There is no checkout cart.')
      }
      const rules = {
        today: todayInNl(),
        fromTomorrow,
        car: checkout.flow === 'car',
        aov: checkout.flow === 'aov',
      }
      const form = parseWith(purchaseSchema(rules), input)
      if (rules.aov) await sameBirthDate(tx, user.id, checkout, form.person.birth_date)
      const facts = await itemFacts(tx, user.id, checkout.items, await riskClassOf(tx, locked))
      const outcomes = facts.map(itemOutcome)
      await verifiedIdentity(
        tx,
        user.id,
        checkout.items.filter((_, i) => outcomes[i] === 'insured'),
      )
      const insured = checkout.items.filter((_, i) => outcomes[i] === 'insured').map(({ item }) => item)
      const made = await takeOut(tx, user.id, insured, form.payment, invoiceContext)
      await saveProfile(tx, user.id, form)
      await endCheckout(
        tx,
        user.id,
        insured.map((item) => item.id),
      )
      // After the other writes, so the provider is only asked once they are known to be storable;
      // a failing mandate or debit (502 direct_debit_failed) undoes all of them.
      const invoiceStatus =
        made.invoice &&
        (await startDirectDebit(tx, deps.payments, {
          userId: user.id,
          invoice: made.invoice,
          iban: form.payment.iban_number,
          name: `${form.person.first_name} ${form.person.last_name}`,
          email: form.person.email,
          ipAddress: clientAddress(c),
          userAgent: c.req.header('user-agent') ?? 'unknown',
        }))
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
      const response: PurchaseResponse = {
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
      if (form.request_id)
        await tx.insert(purchaseRequests).values({ user_id: user.id, request_id: form.request_id, response })
      return response
    })
    return c.json(body)
  })
  return app
}

/**
 * Income protection is priced on the birth date of its application (`POST /aov/application`): the
 * personal details must give the same one (`person.birth_date: ['birthDateMismatch']`), or the premium
 * would be the wrong one for the customer's age.
 */
async function sameBirthDate(
  db: Parameters<typeof applicationsOf>[0],
  userId: number,
  checkout: Awaited<ReturnType<typeof lockedCheckout>>,
  birthDate: string,
) {
  const applications = await applicationsOf(
    db,
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

/**
 * A product that requires identity verification is only taken out once the customer's identity was
 * verified, by any session (api/contract/identity.ts); otherwise nothing is bought
 * (`non_field_errors: ['identity_not_verified']`), so the customer verifies and buys the whole cart at
 * once. Items that would not be taken out anyway (a drop-out, a missing answer) need no verification.
 */
async function verifiedIdentity(
  db: Parameters<typeof isIdentityVerified>[0],
  userId: number,
  insured: Awaited<ReturnType<typeof lockedCheckout>>['items'],
) {
  if (!insured.some(({ product }) => product.require_identity_verification)) return
  if (!(await isIdentityVerified(db, userId)))
    throw refused(IDENTITY_NOT_VERIFIED, 'The identity of the customer is not verified.')
}
