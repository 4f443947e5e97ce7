// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest'
import { IDENTITY_STATUS } from '../../api/contract/identity'
import { invoicesResponseSchema } from '../../api/contract/invoices'
import { loadConfig } from '../../api/server/config'
import { openDatabase } from '../../api/server/db/client'
import { call } from './auth-helpers'
import { expectEachOnce } from './fault-checks'
import { purchaseOf, shoppers } from './fault-shoppers'
import { silent, type TestApp } from './helpers'
import { identitySessionOverHttp, identitySocket, submitOverHttp } from './identity-helpers'
import { overHttp, postgresBin, startInstance, startPostgres, type Instance } from './instances'
import { purchaseResponseSchema } from '../../api/contract/purchase'

/**
 * Three servers on one PostgreSQL under load (issue 23): purchases spread over all three at once; every
 * job runs once (one debit, one settlement, one policy e-mail per purchase), the rate limit counts across
 * servers, and a socket on one server hears what happened on another.
 */
const bin = postgresBin()
if (!bin)
  console.warn('faults-servers: skipped, no PostgreSQL binaries (/usr/lib/postgresql/*/bin or PG_BIN)')
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.warn(err))
}, 60_000)

const CUSTOMERS = 24

describe('three servers on one PostgreSQL', () => {
  it.skipIf(!bin)(
    'run each job once, share the rate limits, and carry socket messages between servers',
    async () => {
      const cluster = await startPostgres(bin!)
      cleanups.push(cluster.stop)
      const env = {
        DATABASE_URL: cluster.url,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        STATIC_DIR: '/nonexistent-build',
        LOCAL_DEBIT_DELAY_MS: '300',
        LOCAL_IDENTITY_DELAY_MS: '50',
      }
      // The first migrates and seeds; the other two start together (their start-up work is exclusive).
      const servers: Instance[] = [await startInstance('A', env)]
      servers.push(...(await Promise.all([startInstance('B', env), startInstance('C', env)])))
      for (const s of servers) cleanups.push(() => s.stop())
      const apps = servers.map((s) => overHttp(() => s.port) as unknown as TestApp)
      const on = (i: number) => apps[i % apps.length]!

      // Load: every customer set up on one server and buying on the next, all purchases at once.
      const list = (await Promise.all(apps.map((t, i) => shoppers(t, `three-${i}`, CUSTOMERS / 3)))).flat()
      const answers = await Promise.all(list.map((s, i) => purchaseOf(on(i + 1), s)))
      for (const res of answers) expect(res.status).toBe(200)
      for (const [i, res] of answers.entries())
        expect(purchaseResponseSchema.parse(await res.json()).invoice?.status, list[i]!.name).toBe(
          'processing',
        )
      for (const [i, s] of list.entries())
        await expect
          .poll(
            async () => {
              const res = await call(on(i + 2), 'GET', '/invoices', undefined, { token: s.token })
              return invoicesResponseSchema.parse(await res.json()).result.map((v) => v.status)
            },
            { timeout: 30_000, interval: 250 },
          )
          .toEqual(['paid'])

      // The rate limit of POST /client-errors (10 a minute per client) over all three servers at once.
      const report = JSON.stringify({
        message: 'boom',
        url: 'http://zzp.localhost/',
        at: new Date().toISOString(),
      })
      const statuses = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          Promise.resolve(call(on(i), 'POST', '/client-errors', report)).then((r) => r.status),
        ),
      )
      expect(statuses.filter((s) => s < 300)).toHaveLength(10)
      expect(statuses.filter((s) => s === 429)).toHaveLength(5)

      // A socket on C hears the identity change made through A (LISTEN/NOTIFY).
      const database = await openDatabase(
        loadConfig({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent' }),
        silent,
      )
      cleanups.push(() => database.close())
      const one = async (query: string) =>
        ((await database.db.execute(query as never)) as unknown as { rows: { id: number }[] }).rows[0]?.id ??
        0
      const { session } = await identitySessionOverHttp(servers[0]!.port, {
        externalId: 'three-identity',
        profession: await one(`select id from professions where slug = 'webdeveloper'`),
        product: await one(`select id from insurance_products where slug = 'aov'`),
      })
      const socket = identitySocket(servers[2]!.port, session.room_name)
      cleanups.push(async () => socket.ws.terminate())
      await socket.open
      expect((await submitOverHttp(servers[0]!.port, { client_secret: session.client_secret })).status).toBe(
        202,
      )
      await expect
        .poll(() => socket.messages.at(-1), { timeout: 10_000 })
        .toEqual({ status: IDENTITY_STATUS.verified, error: null })

      // Once each: one purchase, policy, invoice and debit per customer, every job completed, none failed.
      const { ledger, jobs } = await expectEachOnce(
        database,
        list.map((s) => s.name),
      )
      expect(jobs.completed['payments.debit']).toBe(CUSTOMERS)
      expect(jobs.completed['payments.local-settle']).toBe(CUSTOMERS)
      expect(jobs.completed['policies.deliver']).toBe(CUSTOMERS)
      console.log(
        `fault test three servers: ${CUSTOMERS} purchases over 3 servers, duplicates ${ledger.duplicates.length}, ` +
          `limit 10 held (${statuses.filter((s) => s === 429).length} of 15 refused), jobs completed ${JSON.stringify(jobs.completed)}`,
      )
    },
    240_000,
  )
})
