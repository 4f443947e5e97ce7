// @vitest-environment node
import { and, eq, ilike } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextBillingDate } from '../../api/contract/billing-rules'
import { cancellationInfoSchema, cancelPolicySchema } from '../../api/contract/cancellation'
import { addDays, todayInNl } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { surveySchema } from '../../api/contract/survey'
import { messages, outbox, policies } from '../../api/server/db/schema'
import { errorOf } from './auth-helpers'
import { insured, stored } from './cancellation-helpers'
import { createTestApp, eventually, type TestApp } from './helpers'
import { as, productIds } from './product-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const today = todayInNl()
const latest = nextBillingDate(today, today) // bought today: the next billing date is a month on
const path = (id: number | string) => `/policies/${id}/cancellation`
const body = (date = latest) => ({ date, rating: 2, reason: 'too_expensive', feedback: '  Te duur  ' })
const post = (token: string | undefined, id: number | string, b: unknown) => as(t, token, 'POST', path(id), b)

/** Nothing of a cancellation is stored. */
async function unchanged(policyId: number) {
  const { policy, survey } = await stored(t, policyId)
  expect(policy).toMatchObject({ end_date: null, cancelled_at: null, status: 'active' })
  expect(survey).toEqual([])
}

describe('GET /policies/{id}/cancellation', () => {
  it('answers the policy, today up to the next billing date, and no refusal', async () => {
    const { token, policyId, product } = await insured(t, ids, 'cancel-get')
    const res = await as(t, token, 'GET', path(policyId), undefined, 'en')
    expect(res.status).toBe(200)
    const info = cancellationInfoSchema.parse(await res.json())
    expect(info).toMatchObject({ earliest: today, latest, refusal: null })
    expect(info.policy).toMatchObject({ id: policyId, product, start_date: today, end_date: null })
    expect(info.policy.monthly_premium).toMatch(/^\d+\.\d{2}$/)
    expect(info.policy.number).toMatch(/^VZ-\d{4}-\d{6,}$/)
  })
})

describe('POST /policies/{id}/cancellation', () => {
  it('cancels on the chosen date, keeps the exit survey with its reason and mails the confirmation', async () => {
    const { token, policyId, product } = await insured(t, ids, 'cancel-ok')
    const res = await post(token, policyId, body())
    expect(res.status).toBe(200)
    const policy = cancelPolicySchema.parse(await res.json())
    expect(policy).toMatchObject({ id: policyId, end_date: latest, cancelled_at: expect.any(String) })
    const { policy: row, survey } = await stored(t, policyId)
    expect(row.end_date).toBe(latest)
    expect(row.cancelled_at).not.toBeNull()
    expect(survey).toMatchObject([{ rating: 2, reason: 'too_expensive', feedback: 'Te duur' }])
    // The existing survey routes still answer it.
    const answer = await as(t, token, 'GET', `/surveys?slug=cancel-policy&product=${product}`)
    expect(surveySchema.parse(await answer.json())).toMatchObject({ rating: 2, feedback: 'Te duur' })
    // The purchase's policy e-mail goes to the same address: the confirmation is the one about cancelling.
    let mail: typeof outbox.$inferSelect | undefined
    await eventually(async () => {
      const mails = await t.database.db.select().from(outbox).where(ilike(outbox.to, 'eva@example.nl'))
      mail = mails.find((m) => m.subject.includes('opzegging'))
      expect(mail?.subject).toContain('opzegging')
    }, 10_000)
    expect(mail?.text).toContain(latest.split('-').reverse().join('-'))
    expect(mail?.text).toContain('binnen 14 dagen terug')
    expect(mail?.text).toContain('14 dagen na de laatste incasso')
    const inbox = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.user_id, row.user_id), eq(messages.kind, 'cancellation')))
    expect(inbox).toHaveLength(1)

    // Then it is cancelled already: the page says so, and a second cancellation is refused.
    const info = cancellationInfoSchema.parse(await (await as(t, token, 'GET', path(policyId))).json())
    expect(info.refusal).toBe('already_cancelled')
    const again = await post(token, policyId, body(today))
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toMatchObject({
      code: 'already_cancelled',
      non_field_errors: ['already_cancelled'],
    })
    expect((await stored(t, policyId)).policy.end_date).toBe(latest)
  })

  it('takes today as the date too', async () => {
    const { token, policyId } = await insured(t, ids, 'cancel-today')
    const res = await post(token, policyId, { date: today, rating: 5, reason: 'other' })
    expect(res.status).toBe(200)
    expect((await stored(t, policyId)).survey).toMatchObject([{ rating: 5, reason: 'other', feedback: null }])
  })

  it('refuses bad bodies with field errors and changes nothing', async () => {
    const { token, policyId } = await insured(t, ids, 'cancel-bad')
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { date: ['required'], rating: ['required'], reason: ['required'] }],
      [
        { date: '2026-02-30', rating: 6, reason: 'bored', feedback: 'x'.repeat(2001) },
        {
          date: ['dateValidMessage'],
          rating: ['invalidChoice'],
          reason: ['invalidChoice'],
          feedback: ['tooLong'],
        },
      ],
      [
        { ...body(), date: 20261201, rating: 2.5 },
        { date: ['invalidType'], rating: ['invalid'] },
      ],
      [body(addDays(today, -1)), { date: ['date_before_today'] }],
      [body(addDays(latest, 1)), { date: ['date_after_next_billing'] }],
    ]
    for (const [b, field_errors] of cases) {
      const res = await post(token, policyId, b)
      expect(res.status, JSON.stringify(b).slice(0, 80)).toBe(400)
      expect((await errorOf(res)).field_errors).toEqual(field_errors)
    }
    for (const raw of ['{', '[]', 'null']) expect((await post(token, policyId, raw)).status).toBe(400)
    await unchanged(policyId)
  })

  it('answers 401 without a valid token and 404 for another customer’s or no policy', async () => {
    const { policyId } = await insured(t, ids, 'cancel-owner')
    const { token: other } = await insured(t, ids, 'cancel-other')
    for (const token of [undefined, 'not-a-token']) {
      expect((await as(t, token, 'GET', path(policyId))).status).toBe(401)
      expect((await post(token, policyId, body())).status).toBe(401)
    }
    for (const id of [policyId, 2_000_000_000, 'abc', '0', '99999999999']) {
      const get = await as(t, other, 'GET', path(id))
      expect(get.status).toBe(404)
      expect(await errorOf(get)).toMatchObject({ code: 'not_found', field_errors: {} })
      expect((await post(other, id, body())).status).toBe(404)
    }
    await unchanged(policyId)
  })

  it('refuses an ended policy with 409 policy_ended', async () => {
    const { token, policyId } = await insured(t, ids, 'cancel-ended')
    await t.database.db.update(policies).set({ status: 'ended' }).where(eq(policies.id, policyId))
    const info = cancellationInfoSchema.parse(await (await as(t, token, 'GET', path(policyId))).json())
    expect(info.refusal).toBe('policy_ended')
    const res = await post(token, policyId, body())
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('policy_ended')
    expect((await stored(t, policyId)).policy.cancelled_at).toBeNull()
  })

  it('cancels once of 20 requests at the same time', async () => {
    const { token, policyId } = await insured(t, ids, 'cancel-race')
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(token, policyId, body(i % 2 ? today : latest))),
    )
    const statuses = results.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    const { policy, survey } = await stored(t, policyId)
    expect(survey).toHaveLength(1)
    const inbox = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.user_id, policy.user_id), eq(messages.kind, 'cancellation')))
    expect(inbox).toHaveLength(1)
  }, 30_000)
})
