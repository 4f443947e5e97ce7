// @vitest-environment node
import { and, between, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInNl } from '../../api/contract/date-rules'
import { journeyStatsSchema } from '../../api/contract/journey-stats'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { journeyCounts, partners } from '../../api/server/db/schema'
import { DEMO_DAYS, DEMO_JOURNEYS, seedDemoCounts } from '../../api/server/journey-stats/demo-counts'
import { allStateNodes, allTransitions, chartOf } from '../../machines/graph/structure'
import { journeyById } from '../../machines/index'
import { dropOffOf } from '../../views/journeys/drop-off'
import { call, errorOf, signInByEmail } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let prod: Awaited<ReturnType<TestApp['withConfig']>>
const PROD_SECRET = 'p'.repeat(40)
beforeAll(async () => {
  t = await createTestApp()
  prod = await t.withConfig({ NODE_ENV: 'production', JWT_SECRET: PROD_SECRET, EXPOSE_DEV_OUTBOX: '1' })
}, 60_000)
afterAll(async () => t?.close())

const host = (slug: string) => `${slug}.localhost`
const checkout = journeyById('checkout')!
const firstTransition = allTransitions(checkout.machine)[0]!
const rootState = checkout.machine.root.id
const today = todayInNl()

/** A fresh client address per request, so the rate limit is tested only where it is meant to be. */
let address = 0
const post = (app: TestApp['app'], body: unknown, slug = 'zzp', headers: Record<string, string> = {}) => {
  address += 1
  return app.request(
    `http://${host(slug)}/journey-events`,
    {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...headers },
    },
    { incoming: { socket: { remoteAddress: `10.1.${(address >> 8) & 255}.${address & 255}` } } },
  )
}
const stats = (app: TestApp['app'], query: string, slug = 'zzp', token?: string) =>
  call({ app }, 'GET', `/journey-stats?${query}`, undefined, { host: host(slug), token })

const partnerId = async (slug: string) =>
  (await t.database.db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug)))[0]!.id

describe('POST /journey-events', () => {
  it('adds the counts to the partner’s day (204): states, exits and transitions, upserted', async () => {
    const counts = [
      { journey: 'checkout', kind: 'state', key: rootState, n: 3 },
      { journey: 'checkout', kind: 'transition', key: firstTransition, n: 2 },
      { journey: 'checkout', kind: 'state', key: rootState, n: 1 },
      { journey: 'checkout', kind: 'exit', key: 'checkout.idle', n: 2 },
    ]
    const first = await post(t.app, { counts }, 'bouwzeker')
    expect(first.status).toBe(204)
    expect(await first.text()).toBe('')
    expect((await post(t.app, { counts: counts.slice(0, 1) }, 'bouwzeker')).status).toBe(204)
    const rows = await t.database.db
      .select({
        kind: journeyCounts.kind,
        key: journeyCounts.key,
        count: journeyCounts.count,
        day: journeyCounts.day,
      })
      .from(journeyCounts)
      .where(eq(journeyCounts.partner_id, await partnerId('bouwzeker')))
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'exit', key: 'checkout.idle', count: 2, day: today },
      { kind: 'state', key: rootState, count: 7, day: today },
      { kind: 'transition', key: firstTransition, count: 2, day: today },
    ])
  })

  it('needs no token, ignores one, and stores nothing but the counts', async () => {
    const res = await post(
      t.app,
      { counts: [{ journey: 'auth', kind: 'state', key: 'auth', n: 1 }] },
      'zzp',
      {
        Authorization: 'Bearer not-a-token',
      },
    )
    expect(res.status).toBe(204)
    const columns = Object.keys(journeyCounts)
    for (const personal of ['user_id', 'token', 'ip', 'address', 'session', 'context'])
      expect(columns.some((c) => c.includes(personal))).toBe(false)
  })

  it.each([
    [
      'an unknown journey',
      { counts: [{ journey: 'nope', kind: 'state', key: 'nope', n: 1 }] },
      'counts.0.journey',
      'notFound',
    ],
    [
      'a key of another journey',
      { counts: [{ journey: 'auth', kind: 'state', key: rootState, n: 1 }] },
      'counts.0.key',
      'notFound',
    ],
    [
      'a transition key as a state’s exit',
      { counts: [{ journey: 'checkout', kind: 'exit', key: firstTransition, n: 1 }] },
      'counts.0.key',
      'notFound',
    ],
    [
      'a state id as a transition',
      { counts: [{ journey: 'checkout', kind: 'transition', key: rootState, n: 1 }] },
      'counts.0.key',
      'notFound',
    ],
    [
      'n 0',
      { counts: [{ journey: 'checkout', kind: 'state', key: rootState, n: 0 }] },
      'counts.0.n',
      'tooShort',
    ],
    [
      'n 1001',
      { counts: [{ journey: 'checkout', kind: 'state', key: rootState, n: 1001 }] },
      'counts.0.n',
      'tooLong',
    ],
    [
      'n 1.5',
      { counts: [{ journey: 'checkout', kind: 'state', key: rootState, n: 1.5 }] },
      'counts.0.n',
      'invalidType',
    ],
    [
      'a wrong kind',
      { counts: [{ journey: 'checkout', kind: 'page', key: rootState, n: 1 }] },
      'counts.0.kind',
      'invalidChoice',
    ],
    ['no lines', { counts: [] }, 'counts', 'tooFew'],
    [
      '201 lines',
      {
        counts: Array.from({ length: 201 }, () => ({
          journey: 'checkout',
          kind: 'state',
          key: rootState,
          n: 1,
        })),
      },
      'counts',
      'tooMany',
    ],
    ['no counts', {}, 'counts', 'required'],
  ])('refuses %s (400 with field errors, nothing stored)', async (_, body, field, code) => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(journeyCounts)
    const res = await post(t.app, body, 'testpartner')
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors?.[field]).toContain(code)
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(journeyCounts)
    expect(after).toEqual(before)
  })

  it('refuses malformed JSON (400) and an unknown host (404)', async () => {
    expect((await post(t.app, '{"counts":', 'zzp')).status).toBe(400)
    expect(
      (await post(t.app, { counts: [{ journey: 'auth', kind: 'state', key: 'auth', n: 1 }] }, 'nobody'))
        .status,
    ).toBe(404)
  })

  it('is rate limited per client address (429 after 30 batches a minute)', async () => {
    const body = JSON.stringify({ counts: [{ journey: 'auth', kind: 'state', key: 'auth', n: 1 }] })
    const from = { incoming: { socket: { remoteAddress: '10.9.9.9' } } }
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const res = await t.app.request(
        'http://testpartner2.localhost/journey-events',
        { method: 'POST', body },
        from,
      )
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('GET /journey-stats', () => {
  it('sums the host partner’s counts over the period (inclusive), and only that partner’s', async () => {
    const [zzp, kroonbank] = [await partnerId('zzp'), await partnerId('kroonbank')]
    type Kind = 'state' | 'transition' | 'exit'
    const row = (partner: number, day: string, kind: Kind, key: string, count: number) => ({
      partner_id: partner,
      day,
      journey: 'checkout',
      kind,
      key,
      count,
    })
    await t.database.db.insert(journeyCounts).values([
      row(zzp, '2025-03-01', 'state', rootState, 10),
      row(zzp, '2025-03-02', 'state', rootState, 5),
      row(zzp, '2025-03-03', 'state', rootState, 100), // outside the period
      row(zzp, '2025-03-02', 'transition', firstTransition, 4),
      row(zzp, '2025-03-01', 'exit', 'checkout.idle', 3),
      row(zzp, '2025-03-02', 'exit', 'checkout.idle', 2),
      row(kroonbank, '2025-03-02', 'state', rootState, 1000), // another partner
    ])
    const res = await stats(t.app, 'journey=checkout&from=2025-03-01&to=2025-03-02')
    expect(res.status).toBe(200)
    expect(journeyStatsSchema.parse(await res.json())).toEqual({
      journey: 'checkout',
      from: '2025-03-01',
      to: '2025-03-02',
      days: 2,
      states: { [rootState]: 15 },
      exits: { 'checkout.idle': 5 },
      transitions: { [firstTransition]: 4 },
    })
    const theirs = journeyStatsSchema.parse(
      await (await stats(t.app, 'journey=checkout&from=2025-03-01&to=2025-03-03', 'kroonbank')).json(),
    )
    expect(theirs.states).toEqual({ [rootState]: 1000 })
    const none = journeyStatsSchema.parse(
      await (await stats(t.app, 'journey=auth&from=2025-03-01&to=2025-03-02')).json(),
    )
    expect(none).toMatchObject({ days: 2, states: {}, exits: {}, transitions: {} })
  })

  it.each([
    ['no query', '', 'journey'],
    ['an unknown journey', 'journey=nope&from=2025-01-01&to=2025-01-02', 'journey'],
    ['a bad date', 'journey=checkout&from=2025-02-30&to=2025-03-01', 'from'],
    ['a date in another format', 'journey=checkout&from=01-02-2025&to=2025-03-01', 'from'],
    ['to before from', 'journey=checkout&from=2025-03-02&to=2025-03-01', 'to'],
    ['a period over 366 days', 'journey=checkout&from=2024-01-01&to=2025-01-01', 'to'],
  ])('refuses %s (400 with field errors)', async (_, query, field) => {
    const res = await stats(t.app, query)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors?.[field]?.length).toBeGreaterThan(0)
  })

  it('accepts a period of exactly 366 days', async () => {
    const res = await stats(t.app, 'journey=checkout&from=2024-01-01&to=2024-12-31')
    expect(res.status).toBe(200)
    expect((await res.json()).days).toBe(366)
  })

  describe('in production', () => {
    const query = 'journey=checkout&from=2025-03-01&to=2025-03-02'
    it('answers 401 without a token and with a customer’s token', async () => {
      expect((await stats(prod.app, query)).status).toBe(401)
      const customer = await signInByEmail(prod, 'stats-customer@example.com')
      const res = await stats(prod.app, query, 'zzp', customer.access)
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    })

    it('answers 403 to another partner’s admin, and 401 before the query is even read', async () => {
      const kroonbank = await signAdminToken({ partner: 'kroonbank', name: 'Kroonbank' }, PROD_SECRET)
      expect((await stats(prod.app, query, 'zzp', kroonbank)).status).toBe(403)
      expect((await stats(prod.app, 'journey=nope')).status).toBe(401)
    })

    it('gives the partner’s admin the partner’s counts', async () => {
      const admin = await signAdminToken({ partner: 'zzp', name: 'ZZP Schild' }, PROD_SECRET)
      const res = await stats(prod.app, query, 'zzp', admin)
      expect(res.status).toBe(200)
      expect(journeyStatsSchema.parse(await res.json()).states).toEqual({ [rootState]: 15 })
      const theirs = await signAdminToken({ partner: 'kroonbank', name: 'Kroonbank' }, PROD_SECRET)
      const own = journeyStatsSchema.parse(await (await stats(prod.app, query, 'kroonbank', theirs)).json())
      expect(own.states).toEqual({ [rootState]: 1000 })
    })
  })
})

describe('demo counts', () => {
  it('seeds 30 days of consistent counts for the seeded partners, once, fast enough', async () => {
    const started = performance.now()
    await seedDemoCounts(
      t.database.db,
      ['zzp', 'kroonbank', 'testpartner', 'testpartner2', 'bouwzeker'],
      '2026-06-15',
    )
    const took = performance.now() - started
    await seedDemoCounts(t.database.db, ['zzp', 'kroonbank'], '2026-06-15') // a restart: nothing doubled
    const from = addDays('2026-06-15', -DEMO_DAYS)
    const to = addDays('2026-06-15', -1)
    const answer = journeyStatsSchema.parse(
      await (await stats(t.app, `journey=checkout&from=${from}&to=${to}`)).json(),
    )
    const root = answer.states[rootState]!
    // About 1,000 starts a weekday at zzp, fewer at the weekend.
    expect(root).toBeGreaterThan(DEMO_DAYS * 600)
    expect(root).toBeLessThan(DEMO_DAYS * 1200)
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`sum(${journeyCounts.count})::int` })
      .from(journeyCounts)
      .where(
        and(
          eq(journeyCounts.journey, 'checkout'),
          eq(journeyCounts.key, rootState),
          eq(journeyCounts.partner_id, await partnerId('zzp')),
          between(journeyCounts.day, from, to),
        ),
      )) as [{ n: number }]
    expect(n).toBe(root) // seeding twice added nothing

    for (const id of DEMO_JOURNEYS) {
      const journey = journeyById(id)!
      const states = new Set(allStateNodes(journey.machine).map((s) => s.id))
      const transitions = new Set(allTransitions(journey.machine))
      const counts = journeyStatsSchema.parse(
        await (await stats(t.app, `journey=${id}&from=${from}&to=${to}`, 'kroonbank')).json(),
      )
      expect(Object.keys(counts.states).length, id).toBeGreaterThan(2)
      for (const key of Object.keys(counts.states)) expect(states.has(key), key).toBe(true)
      for (const key of Object.keys(counts.transitions)) expect(transitions.has(key), key).toBe(true)
      // Consistent: each state's entries are its starts plus the transitions into it (targets entered).
      const chart = chartOf(journey.machine)
      const drop = dropOffOf(counts, chart)
      const starts = counts.states[chart.root] ?? 0
      expect(starts, id).toBeGreaterThan(0)
      // Fewer customers at later steps: some states are reached by fewer than started.
      const reached = chart.states.filter((s) => s.id !== chart.root && (counts.states[s.id] ?? 0) > 0)
      expect(
        reached.some((s) => counts.states[s.id]! < starts),
        id,
      ).toBe(true)
      expect(
        Object.values(drop.leave).some((l) => l.left > 0),
        id,
      ).toBe(true)
    }
    console.info(`demo counts seeded in ${Math.round(took)} ms`)
  }, 120_000)
})
