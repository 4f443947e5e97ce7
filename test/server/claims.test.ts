// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  claimablePoliciesResponseSchema,
  claimSchema,
  claimsResponseSchema,
  type Claim,
} from '../../api/contract/claims'
import { addDays, todayInNl } from '../../api/contract/date-rules'
import { claims, messages } from '../../api/server/db/schema'
import { call, errorOf, mailAbout } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { documentOf, PDF, person, policyOf, removeUploads, type Person } from './claim-helpers'
import { as } from './product-helpers'

let t: TestApp
let ann: Person
let bob: Person
const today = todayInNl()
beforeAll(async () => {
  t = await createTestApp()
  ann = await person(t, 'claims-ann')
  bob = await person(t, 'claims-bob')
}, 60_000)
afterAll(async () => {
  removeUploads(t, [ann.id, bob.id])
  await t?.close()
})

const report = (who: Person, body: unknown, locale: 'nl' | 'en' = 'nl') =>
  as(t, who.token, 'POST', '/claims', body, locale)
const claimsOf = async (who: Person, locale: 'nl' | 'en' = 'nl'): Promise<Claim[]> => {
  const res = await as(t, who.token, 'GET', '/claims', undefined, locale)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return claimsResponseSchema.parse(await res.json()).result
}
const storedClaims = (who: Person) => t.database.db.select().from(claims).where(eq(claims.user_id, who.id))

describe('POST /claims', () => {
  it('stores a claim on a current policy with documents, acknowledges it by e-mail and in the inbox', async () => {
    const policy = await policyOf(t, ann.id)
    const png = await documentOf(t, ann.token)
    const pdf = await documentOf(t, ann.token, PDF, 'application/pdf', 'factuur.pdf')
    const res = await report(ann, {
      policy: policy.id,
      description: '  Lekkage bij een klant  ',
      occurred_on: addDays(today, -3),
      amount: '1.234,50',
      documents: [png, pdf],
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const claim = claimSchema.parse(await res.json())
    expect(claim).toMatchObject({
      policy: { id: policy.id, number: policy.number, product_name: expect.any(String) },
      description: 'Lekkage bij een klant',
      occurred_on: addDays(today, -3),
      amount: '1234.50',
      status: 'received',
      documents: [
        { id: png, name: 'foto.png', content_type: 'image/png' },
        { id: pdf, name: 'factuur.pdf', content_type: 'application/pdf' },
      ],
    })
    expect(await claimsOf(ann)).toEqual([claim])
    const mail = await mailAbout(t, ann.email, 'schademelding')
    expect(mail?.subject).toBe(`We hebben je schademelding ontvangen (${policy.number})`)
    expect(mail?.text).toContain('http://zzp.localhost/user/policies/claims')
    expect(mail?.text).toContain(addDays(today, -3).split('-').reverse().join('-'))
    expect(mail?.text).toContain('er is nog niets besloten over een vergoeding')
    const inbox = await t.database.db.select().from(messages).where(eq(messages.user_id, ann.id))
    expect(inbox).toEqual([expect.objectContaining({ kind: 'claim', subject: mail?.subject })])
  })

  it('takes no amount and no documents, and lists newest first; English names and e-mail in English', async () => {
    const policy = await policyOf(t, ann.id)
    const res = await report(
      ann,
      { policy: policy.id, description: 'Laptop gevallen', occurred_on: today },
      'en',
    )
    expect(res.status).toBe(201)
    const claim = claimSchema.parse(await res.json())
    expect(claim).toMatchObject({ amount: null, documents: [], occurred_on: today })
    const list = await claimsOf(ann, 'en')
    expect(list[0]?.id).toBe(claim.id)
    expect(list).toHaveLength(2)
    const mail = await mailAbout(t, ann.email, 'We have received')
    expect(mail?.subject).toBe(`We have received your claim (${policy.number})`)
  })

  it('refuses bad fields with field errors and stores nothing', async () => {
    const policy = await policyOf(t, bob.id)
    const before = (await storedClaims(bob)).length
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { policy: ['required'], description: ['required'], occurred_on: ['required'] }],
      [
        { policy: policy.id, description: '   ', occurred_on: addDays(today, 1) },
        { description: ['required'], occurred_on: ['dateInFuture'] },
      ],
      [
        { policy: policy.id, description: 'x'.repeat(4001), occurred_on: '2026-02-30' },
        { description: ['tooLong'], occurred_on: ['dateValidMessage'] },
      ],
      [
        { policy: policy.id, description: 'x', occurred_on: today, amount: '12,345' },
        { amount: ['claimAmount'] },
      ],
      [
        { policy: policy.id, description: 'x', occurred_on: today, amount: '1000000,01' },
        { amount: ['maxClaimAmount'] },
      ],
      [
        { policy: policy.id, description: 'x', occurred_on: today, amount: '-5' },
        { amount: ['claimAmount'] },
      ],
      [
        { policy: policy.id, description: 'x', occurred_on: today, documents: [1, 1] },
        { documents: ['duplicateDocuments'] },
      ],
      [{ policy: 'one', description: 'x', occurred_on: today }, { policy: ['invalidType'] }],
    ]
    for (const [body, fieldErrors] of cases) {
      const res = await report(bob, body)
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400)
      expect((await errorOf(res)).field_errors).toEqual(fieldErrors)
    }
    expect((await storedClaims(bob)).length).toBe(before)
  })

  it('refuses an ended or cancelled-and-past policy as not current', async () => {
    const ended = await policyOf(t, bob.id, { status: 'ended' })
    const past = await policyOf(t, bob.id, { end_date: addDays(today, -1) })
    const lastDay = await policyOf(t, bob.id, { end_date: today })
    for (const p of [ended, past]) {
      const res = await report(bob, { policy: p.id, description: 'x', occurred_on: today })
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors).toEqual({ policy: ['policyNotCurrent'] })
    }
    expect((await report(bob, { policy: lastDay.id, description: 'x', occurred_on: today })).status).toBe(201)
  })

  it("answers another customer's policy or document exactly like one that does not exist", async () => {
    const annsPolicy = await policyOf(t, ann.id, { status: 'ended' })
    const bobsPolicy = await policyOf(t, bob.id)
    const annsDocument = await documentOf(t, ann.token)
    const before = (await storedClaims(bob)).length
    const theirs = await report(bob, { policy: annsPolicy.id, description: 'x', occurred_on: today })
    const none = await report(bob, { policy: 2 ** 31 - 1, description: 'x', occurred_on: today })
    expect(theirs.status).toBe(400)
    expect(await theirs.json()).toEqual(await none.json())
    const theirDoc = await report(bob, {
      policy: bobsPolicy.id,
      description: 'x',
      occurred_on: today,
      documents: [annsDocument],
    })
    const noDoc = await report(bob, {
      policy: bobsPolicy.id,
      description: 'x',
      occurred_on: today,
      documents: [2 ** 31 - 1],
    })
    expect(theirDoc.status).toBe(400)
    expect((await errorOf(theirDoc.clone())).field_errors).toEqual({ documents: ['notFound'] })
    expect(await theirDoc.json()).toEqual(await noDoc.json())
    expect((await storedClaims(bob)).length).toBe(before)
    // Ann's claims never show up for Bob.
    expect((await claimsOf(bob)).every((c) => c.policy.id !== annsPolicy.id)).toBe(true)
  })

  it('needs a signed-in customer (401), also for the lists', async () => {
    for (const [method, path] of [
      ['POST', '/claims'],
      ['GET', '/claims'],
      ['GET', '/claims/policies'],
    ] as const) {
      const res = await call(t, method, path, method === 'POST' ? { policy: 1 } : undefined)
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
    expect((await call(t, 'GET', '/claims', undefined, { token: 'nonsense' })).status).toBe(401)
  })

  it('refuses malformed JSON with a 400', async () => {
    const res = await call(t, 'POST', '/claims', '{"policy":', { token: bob.token })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe('invalid_json')
  })
})

describe('GET /claims/policies', () => {
  it("answers only the customer's current policies, oldest first", async () => {
    const carol = await person(t, 'claims-carol')
    const a = await policyOf(t, carol.id)
    await policyOf(t, carol.id, { status: 'ended' })
    await policyOf(t, carol.id, { end_date: addDays(today, -1) })
    const b = await policyOf(t, carol.id, { end_date: addDays(today, 10) })
    await policyOf(t, ann.id)
    const res = await as(t, carol.token, 'GET', '/claims/policies')
    expect(res.status).toBe(200)
    const { result } = claimablePoliciesResponseSchema.parse(await res.json())
    expect(result.map((p) => p.id)).toEqual([a.id, b.id])
    expect(result[0]).toEqual({ id: a.id, number: a.number, product_name: expect.any(String) })
    expect(await claimsOf(carol)).toEqual([])
  })
})
