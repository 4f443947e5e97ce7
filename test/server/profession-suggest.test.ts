// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '../../api/contract/common'
import { professionSuggestResponseSchema } from '../../api/contract/professions'
import type { Logger } from '../../api/server/logger'
import {
  createLocalAssistant,
  createRemoteAssistant,
  suggestableProfessions,
} from '../../api/server/professions/assistant'
import { buildIndex, rank, stem, tokens } from '../../api/server/professions/similarity'
import { errorOf } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, professionId } from './product-helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

type App = Pick<TestApp, 'app'>
const post = (app: App, body: unknown, locale: Locale = 'nl') =>
  as({ ...t, ...app }, undefined, 'POST', '/professions/suggest', body, locale)
const suggest = async (
  description: string,
  { limit, locale = 'nl', app = t }: { limit?: number; locale?: Locale; app?: App } = {},
) => {
  const res = await post(app, { description, limit }, locale)
  expect(res.status).toBe(200)
  return professionSuggestResponseSchema.parse(await res.json()).result
}
const names = async (description: string, limit = 5) =>
  (await suggest(description, { limit })).map((s) => s.profession.name)

describe('the similarity ranking', () => {
  it('stems Dutch and English words lightly', () => {
    expect(stem('websites')).toBe(stem('website'))
    expect(stem('apps')).toBe('app')
    expect(stem('lessen')).toBe(stem('les'))
    expect(stem('bakker')).toBe(stem('bakken'))
    expect(stem('installatie')).toBe(stem('installateur'))
    expect(stem('installing')).toBe(stem('install'))
    expect(stem('bathrooms')).toBe('bathroom')
    expect(stem('yoga')).toBe('yoga')
  })

  it('folds accents and case and drops stop words', () => {
    expect(tokens('Ik ben een Diëtist en ik WERK voor klanten')).toEqual(['dietist'])
    expect(tokens('I am a café owner')).toEqual(['cafe', 'owner'])
  })

  it('scores in 0..1, best first, and drops what does not match', () => {
    const index = buildIndex([
      { id: 1, text: 'Timmerman Carpenter hout' },
      { id: 2, text: 'Webdeveloper Web developer websites' },
      { id: 3, text: 'Kapper Hairdresser haar' },
    ])
    const ranked = rank(index, 'ik bouw websites', 3)
    expect(ranked[0]!.id).toBe(2)
    for (const r of ranked) expect(r.score).toBeGreaterThan(0)
    for (const r of ranked) expect(r.score).toBeLessThanOrEqual(1)
    expect(rank(index, 'Web developer', 1)[0]!.score).toBeGreaterThan(0.5)
    expect(rank(index, 'qqq zzz', 3)).toEqual([])
    expect(rank(index, 'de en het', 3)).toEqual([])
  })
})

describe('POST /professions/suggest', () => {
  it('puts web developer-ish professions on top for building websites and apps', async () => {
    const top = await names('ik bouw websites en apps voor klanten', 3)
    expect(top).toHaveLength(3)
    for (const name of top) expect(['Webdeveloper', 'Webdesigner', 'App-ontwikkelaar']).toContain(name)
  })

  it('finds the plumber and the bathroom fitter for pipes and bathrooms', async () => {
    const top = await names('I fix leaking pipes and install bathrooms', 3)
    expect(top).toContain('Loodgieter')
    expect(top).toContain('Badkamerinstallateur')
  })

  it('finds the yoga teacher for yoga lessons, in the language of the request', async () => {
    expect((await names('ik geef yogales'))[0]).toBe('Yogadocent')
    const [first] = await suggest('ik geef yogales', { locale: 'en' })
    expect(first!.profession).toEqual({
      id: await professionId(t, 'yogadocent'),
      name: 'Yoga teacher',
      description: null,
    })
  })

  it('answers other languages and more examples sensibly', async () => {
    expect((await names('je suis plombier'))[0]).toBe('Loodgieter')
    expect((await names('ik rijd vrachtwagens'))[0]).toBe('Vrachtwagenchauffeur')
    expect((await names('ik maak meubels van hout'))[0]).toBe('Meubelmaker')
    expect(await names('I teach yoga', 1)).toEqual(['Yogadocent'])
  })

  it('answers at most limit suggestions (5 by default), best first, scores in 0..1', async () => {
    const five = await suggest('ik ben docent en geef les')
    expect(five).toHaveLength(5)
    const scores = five.map((s) => s.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const s of scores) expect(s).toBeGreaterThan(0)
    for (const s of scores) expect(s).toBeLessThanOrEqual(1)
    expect(await suggest('ik ben docent en geef les', { limit: 2 })).toEqual(five.slice(0, 2))
    expect(await suggest('ik ben docent en geef les', { limit: 10 })).toHaveLength(10)
  })

  it('answers [] when nothing fits, and never suggests the catch-all profession', async () => {
    expect(await suggest('qqqq zzzz xxxx')).toEqual([])
    const other = await professionId(t, 'overig')
    const found = await suggest('overig anders other iets anders', { limit: 10 })
    expect(found.map((s) => s.profession.id)).not.toContain(other)
  })

  it('answers 400 with field errors for bad bodies, 413 for a huge one', async () => {
    // An instance of its own: these requests would use up the shared one's rate limit.
    const app = await t.withConfig({})
    const cases: [unknown, string][] = [
      [{}, 'description'],
      [{ description: 12 }, 'description'],
      [{ description: null }, 'description'],
      [{ description: 'ab' }, 'description'],
      [{ description: '   ab    ' }, 'description'],
      [{ description: 'x'.repeat(1001) }, 'description'],
      [{ description: 'nul\u0000byte' }, 'description'],
      [{ description: 'timmerman', limit: 0 }, 'limit'],
      [{ description: 'timmerman', limit: 11 }, 'limit'],
      [{ description: 'timmerman', limit: 2.5 }, 'limit'],
      [{ description: 'timmerman', limit: '3' }, 'limit'],
    ]
    for (const [body, field] of cases) {
      const res = await post(app, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toEqual([field])
    }
    for (const body of ['nope', '', '[]', 'null']) expect((await post(app, body)).status).toBe(400)
    expect((await post(app, { description: 'x'.repeat(9000) })).status).toBe(413)
  })

  it('is limited per client address (429)', async () => {
    const { app } = await t.withConfig({})
    const from = (remoteAddress: string) =>
      app.request(
        'http://zzp.localhost/professions/suggest',
        { method: 'POST', body: JSON.stringify({ description: 'timmerman' }) },
        { incoming: { socket: { remoteAddress } } },
      )
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await from('10.0.0.1')).status)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    expect((await from('10.0.0.2')).status).toBe(200)
  })
})

/** A fake chat-completions service: answers what `reply` returns and records the requests. */
async function fakeService(
  reply: (body: Record<string, unknown>) => { status?: number; body: string; delayMs?: number },
) {
  const requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>
      requests.push({ headers: req.headers, body })
      const answer = reply(body)
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' })
        res.end(answer.body)
      }, answer.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const completion = (content: string) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] })

describe('the AI profession assistant (PROFESSION_ASSISTANT_URL)', () => {
  it('asks the service for catalogue slugs and answers them as professions', async () => {
    const service = await fakeService(() => ({
      body: completion(
        JSON.stringify({
          professions: [
            { slug: 'yogadocent', score: 0.92 },
            { slug: 'no-such-profession', score: 0.9 },
            { slug: 'dansdocent', score: 1.7 },
            { slug: 'yogadocent', score: 0.5 },
            { slug: 'kapper', score: 0 },
          ],
        }),
      ),
    }))
    try {
      const app = await t.withConfig({
        PROFESSION_ASSISTANT_URL: service.url,
        PROFESSION_ASSISTANT_KEY: 'sk-test',
        PROFESSION_ASSISTANT_MODEL: 'test-model',
      })
      const result = await suggest('ik geef yogales en soms dansles', { app, locale: 'en' })
      expect(result).toEqual([
        {
          profession: { id: await professionId(t, 'yogadocent'), name: 'Yoga teacher', description: null },
          score: 0.92,
        },
        {
          profession: { id: await professionId(t, 'dansdocent'), name: 'Dance teacher', description: null },
          score: 1,
        },
      ])
      const [request] = service.requests
      expect(request!.headers.authorization).toBe('Bearer sk-test')
      expect(request!.body.model).toBe('test-model')
      const prompt = JSON.stringify(request!.body.messages)
      expect(prompt).toContain('yogadocent: Yogadocent / Yoga teacher')
      expect(prompt).toContain('ik geef yogales en soms dansles')
      expect(prompt).not.toContain('overig:')
    } finally {
      await service.close()
    }
  })

  it('falls back to the local ranking, logged, when the service fails or answers nonsense', async () => {
    const local = createLocalAssistant(suggestableProfessions(t.database.db))
    const expected = await local.suggest('ik geef yogales', 'nl', 5)
    expect(expected.length).toBeGreaterThan(0)
    const replies = [
      { status: 500, body: '{"error":"boom"}' },
      { status: 200, body: 'not json' },
      { status: 200, body: completion('Sure! Here are some professions: yoga teacher') },
      { status: 200, body: completion(JSON.stringify({ professions: 'yogadocent' })) },
      { status: 200, body: JSON.stringify({ choices: [] }) },
      { status: 200, body: completion('{}'), delayMs: 300 },
    ]
    for (const reply of replies) {
      const service = await fakeService(() => reply)
      const warnings: unknown[] = []
      const logger: Logger = { debug() {}, info() {}, error() {}, warn: (m, x) => void warnings.push([m, x]) }
      try {
        const remote = createRemoteAssistant(
          { url: service.url, key: undefined, model: 'm', timeoutMs: 150 },
          suggestableProfessions(t.database.db),
          local,
          logger,
        )
        expect(await remote.suggest('ik geef yogales', 'nl', 5)).toEqual(expected)
        expect(warnings).toHaveLength(1)
        expect(service.requests[0]!.headers.authorization).toBeUndefined()
      } finally {
        await service.close()
      }
    }
  })

  it('falls back when the service cannot be reached at all', async () => {
    const app = await t.withConfig({ PROFESSION_ASSISTANT_URL: 'http://127.0.0.1:9/v1/chat/completions' })
    expect((await suggest('ik geef yogales', { app }))[0]!.profession.name).toBe('Yogadocent')
  })
})
