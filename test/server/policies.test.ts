// @vitest-environment node
import { desc, eq, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextBillingDate } from '../../api/contract/billing-rules'
import { addDays, todayInNl } from '../../api/contract/date-rules'
import { policiesResponseSchema, policyDetailSchema, type Policy } from '../../api/contract/policies'
import type { ProductType } from '../../api/contract/products'
import { createApp } from '../../api/server/app'
import { documents, messages, outbox, policies } from '../../api/server/db/schema'
import { deliverPending, deliverPolicies } from '../../api/server/policies/policy-delivery'
import { call, errorOf } from './auth-helpers'
import { eventually, createTestApp, type TestApp } from './helpers'
import { bodyFor, buyer, shopper } from './payment-helpers'
import { as, customer, productIds } from './product-helpers'
import { IBAN } from './purchase-helpers'
import { userIdOf } from './aov-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: '40' })
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

/** The mail the outbox kept for `to`, newest first, with its attachments' bytes. */
const outboxOf = (to: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id))

/** Waits for the policy e-mail to `name`'s address (sent after the purchase's answer). */
async function policyMail(name: string) {
  const to = `${name}@example.nl`
  let mail: Awaited<ReturnType<typeof outboxOf>>[number] | undefined
  await eventually(async () => {
    mail = (await outboxOf(to)).find((m) => m.attachments.length > 0)
    expect(mail).toBeDefined()
  }, 10_000)
  return mail!
}

const list = async (token: string, locale: 'nl' | 'en' = 'nl') => {
  const res = await as(t, token, 'GET', '/policies', undefined, locale)
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return policiesResponseSchema.parse(await res.json())
}

const detail = async (token: string, id: number | string, locale: 'nl' | 'en' = 'nl') =>
  as(t, token, 'GET', `/policies/${id}`, undefined, locale)

describe('the policy document and e-mail of a purchase', () => {
  it('sends one e-mail with a real PDF per policy, linking to the policies on the partner’s site', async () => {
    const { token, result } = await buyer(t, ids, 'pol-mail', IBAN)
    const policy = result.policies[0]!
    const mail = await policyMail('pol-mail')
    expect(mail.subject).toBe('Je polis van ZZP Schild')
    expect(mail.text).toContain('http://zzp.localhost/user/policies')
    expect(mail.text).toContain(result.items[0]!.product_name)
    expect(mail.attachments).toHaveLength(1)
    const [attachment] = mail.attachments
    expect(attachment).toMatchObject({
      filename: `polis-${policy.number}.pdf`,
      contentType: 'application/pdf',
    })
    const pdf = Buffer.from(attachment!.content, 'base64')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const loaded = await PDFDocument.load(pdf)
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1)
    expect(loaded.getTitle()).toBe(`Polisblad ${policy.number}`)

    // Stored as the customer's document, linked from the policy, and downloadable with the same bytes.
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, policy.id))
    expect(row?.document_id).toEqual(expect.any(Number))
    const res = await as(t, token, 'GET', `/documents/${row!.document_id}/content`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="polis-${policy.number}.pdf"; filename*=UTF-8''polis-${policy.number}.pdf`,
    )
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true)

    // Only one e-mail, and delivering again finds nothing left to deliver.
    const userId = await userIdOf(t, token)
    const again = await deliverPolicies(t.deps, {
      userId,
      policyIds: [policy.id],
      locale: 'nl',
      origin: 'http://zzp.localhost',
    })
    expect(again).toBe('none')
    expect((await outboxOf('pol-mail@example.nl')).filter((m) => m.attachments.length > 0)).toHaveLength(1)
  }, 30_000)

  it('writes the e-mail and document in the purchase’s language', async () => {
    const { result } = await buyer(t, ids, 'pol-english', IBAN, 'en')
    const mail = await policyMail('pol-english')
    expect(mail.subject).toBe('Your policy from ZZP Schild')
    expect(mail.attachments[0]?.filename).toBe(`policy-${result.policies[0]!.number}.pdf`)
    const pdf = await PDFDocument.load(Buffer.from(mail.attachments[0]!.content, 'base64'))
    expect(pdf.getTitle()).toBe(`Policy schedule ${result.policies[0]!.number}`)
  })

  it('links to the configured origin, never the request’s Host header', async () => {
    const site = await t.withConfig({
      PARTNER_ORIGIN: 'https://{partner}.verzekerd.nl',
      PARTNER_DOMAINS: 'localhost',
    })
    const { token } = await shopper(t, ids, 'pol-origin')
    const res = await call(site, 'POST', '/cart-item/purchase', bodyFor('pol-origin', IBAN), {
      token,
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const mail = await policyMail('pol-origin')
    expect(mail.text).toContain('https://zzp.verzekerd.nl/user/policies')
    expect(mail.text).not.toContain('evil.example')
  })

  it('never fails the purchase: a mail that cannot be sent leaves the policy, its document and the inbox message', async () => {
    const broken = createApp({ ...t.deps, mailer: { send: () => Promise.reject(new Error('smtp down')) } })
    const { token } = await shopper(t, ids, 'pol-broken')
    const res = await broken.request('http://zzp.localhost/cart-item/purchase', {
      method: 'POST',
      body: JSON.stringify(bodyFor('pol-broken', IBAN)),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    await eventually(async () => {
      const inbox = (await (await as(t, token, 'GET', '/inbox')).json()) as { result: { kind: string }[] }
      expect(inbox.result.map((m) => m.kind)).toEqual(['policy'])
    }, 10_000)
    const [policy] = (await list(token)).current
    const shown = policyDetailSchema.parse(await (await detail(token, policy!.id)).json())
    expect(shown.documents).toHaveLength(1)
  })

  it('delivers later what a stopped server left undelivered, in the purchase’s site and language, once', async () => {
    const { result } = await buyer(t, ids, 'pol-pending', IBAN)
    await policyMail('pol-pending')
    // As if the process had stopped before delivering: no document, an older purchase, no mail yet.
    const policy = result.policies[0]!
    await t.database.db
      .update(policies)
      .set({ document_id: null, started_at: sql`now() - interval '5 minutes'` })
      .where(eq(policies.id, policy.id))
    await t.database.db.delete(outbox).where(eq(outbox.to, 'pol-pending@example.nl'))
    // The documents, the inbox entry and the mail's job commit together: none of them were made.
    await t.database.db.delete(messages).where(eq(messages.once_key, `policy-${policy.id}`))
    expect(await deliverPending(t.deps)).toBeGreaterThanOrEqual(1)
    const mail = await policyMail('pol-pending')
    expect(mail.subject).toBe('Je polis van ZZP Schild')
    expect(mail.text).toContain('http://zzp.localhost/user/policies')
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, policy.id))
    expect(row?.document_id).not.toBeNull()
    // A second run finds it delivered and mails nothing.
    await deliverPending(t.deps)
    expect((await outboxOf('pol-pending@example.nl')).filter((m) => m.attachments.length > 0)).toHaveLength(1)
  })
})

describe('GET /policies', () => {
  let token = ''
  let bought: Policy
  beforeAll(async () => {
    const made = await buyer(t, ids, 'pol-list', IBAN)
    token = made.token
    await policyMail('pol-list')
    bought = (await list(token)).current[0]!
  })

  it('lists the policy as current with its product, dates, premium and cover; recommends what is not held', async () => {
    const { current, expired, recommended } = await list(token)
    expect(expired).toEqual([])
    expect(current).toHaveLength(1)
    const today = todayInNl()
    expect(bought).toMatchObject({
      number: expect.stringMatching(/^VZ-\d{4}-\d{6}$/),
      product: { id: ids.death_risk, type: 'death_risk' },
      start_date: today,
      end_date: null,
      monthly_premium: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'EUR',
      cancelled_at: null,
    })
    expect(bought.cover).toEqual([
      { label: 'Verzekerd bedrag', value: '100000.00', type: 'money' },
      { label: 'Looptijd', value: '20 jaar', type: 'text' },
      { label: 'Ingangsdatum', value: today, type: 'date' },
    ])
    const recommendedIds = recommended.map((p) => p.id)
    expect(recommendedIds).not.toContain(ids.death_risk)
    expect(recommendedIds).toContain(ids.allianz_liability)
    // Priced as the products page prices them.
    const products = (await (await as(t, token, 'GET', '/insurance-products')).json()) as {
      result: { id: number; price: string | null }[]
    }
    for (const p of recommended) expect(p.price).toBe(products.result.find((q) => q.id === p.id)?.price)
  })

  it('answers names and cover in the request’s language', async () => {
    const english = (await list(token, 'en')).current[0]!
    expect(english.product.name).not.toBe(bought.product.name)
    expect(english.cover[1]).toEqual({ label: 'Term', value: '20 years', type: 'text' })
  })

  it('moves a policy whose end date has passed, or that ended, to expired, and recommends its product again', async () => {
    const { token: other } = await buyer(t, ids, 'pol-expired', IBAN)
    const [policy] = (await list(other)).current
    await t.database.db
      .update(policies)
      .set({ end_date: addDays(todayInNl(), -1) })
      .where(eq(policies.id, policy!.id))
    const after = await list(other)
    expect(after.current).toEqual([])
    expect(after.expired.map((p) => p.id)).toEqual([policy!.id])
    expect(after.recommended.map((p) => p.id)).toContain(ids.death_risk)
    // Ending today it is still current; ended it is expired whatever its date.
    await t.database.db.update(policies).set({ end_date: todayInNl() }).where(eq(policies.id, policy!.id))
    expect((await list(other)).current.map((p) => p.id)).toEqual([policy!.id])
    await t.database.db.update(policies).set({ status: 'ended' }).where(eq(policies.id, policy!.id))
    expect((await list(other)).expired.map((p) => p.id)).toEqual([policy!.id])
  })

  it('answers nothing but recommendations to a new customer, and none without a profession', async () => {
    const fresh = await customer(t, 'pol-fresh', 'webdeveloper')
    const answer = await list(fresh)
    expect(answer.current).toEqual([])
    expect(answer.recommended.length).toBeGreaterThan(0)
    expect(await list(await customer(t, 'pol-none', null))).toEqual({
      current: [],
      expired: [],
      recommended: [],
    })
  })

  it('is 401 without a token', async () => {
    const res = await call(t, 'GET', '/policies')
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('not_authenticated')
  })
})

describe('GET /policies/{id} and GET /documents/{id}/content', () => {
  let token = ''
  let policyId = 0
  let documentId = 0
  beforeAll(async () => {
    const made = await buyer(t, ids, 'pol-detail', IBAN)
    token = made.token
    policyId = made.result.policies[0]!.id
    await policyMail('pol-detail')
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, policyId))
    documentId = row!.document_id!
  })

  it('answers the policy with its documents and next billing date', async () => {
    const res = await detail(token, policyId)
    expect(res.status).toBe(200)
    const policy = policyDetailSchema.parse(await res.json())
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, documentId))
    expect(policy).toMatchObject({
      id: policyId,
      expired: false,
      next_billing_date: nextBillingDate(policy.start_date, todayInNl()),
      documents: [
        {
          id: documentId,
          file_name: doc!.original_name,
          content_type: 'application/pdf',
          size: doc!.size,
          created_at: expect.any(String),
        },
      ],
    })
  })

  it('refuses ids that are no ids with 400 and field errors', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '01', '99999999999', '2147483648', '%20']) {
      for (const path of [`/policies/${bad}`, `/documents/${bad}/content`]) {
        const res = await as(t, token, 'GET', path)
        expect(res.status, `${path}`).toBe(400)
        expect((await errorOf(res)).field_errors).toHaveProperty('id')
      }
    }
  })

  it('answers another customer’s policy and document, and unknown ones, with a 404 that tells nothing', async () => {
    const other = await customer(t, 'pol-other', 'webdeveloper')
    for (const path of [
      `/policies/${policyId}`,
      `/documents/${documentId}/content`,
      '/policies/2147483647',
    ]) {
      const res = await as(t, other, 'GET', path)
      expect(res.status, path).toBe(404)
      expect((await errorOf(res)).code).toBe('not_found')
    }
    expect((await as(t, token, 'GET', '/documents/2147483647/content')).status).toBe(404)
  })

  it('is 401 without a token', async () => {
    expect((await call(t, 'GET', `/policies/${policyId}`)).status).toBe(401)
    expect((await call(t, 'GET', `/documents/${documentId}/content`)).status).toBe(401)
  })

  it('serves an uploaded document of the customer too', async () => {
    const form = new FormData()
    form.append('file', new Blob([Buffer.from('%PDF-1.4 upload')], { type: 'application/pdf' }), 'bon é.pdf')
    const up = await t.app.request('http://zzp.localhost/documents', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(up.status).toBe(201)
    const { result } = (await up.json()) as { result: { id: number }[] }
    const res = await as(t, token, 'GET', `/documents/${result[0]!.id}/content`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="bon e.pdf"; filename*=UTF-8''bon%20%C3%A9.pdf`,
    )
    expect(await res.text()).toBe('%PDF-1.4 upload')
  })
})
