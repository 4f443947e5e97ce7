// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { purchaseResponseSchema } from '../../api/contract/purchase'
import { invoicesResponseSchema } from '../../api/contract/invoices'
import { loadConfig } from '../../api/server/config'
import { openDatabase } from '../../api/server/db/client'
import { silent, type TestApp } from './helpers'
import { overHttp, postgresBin, startInstance, startPostgres, type Instance } from './instances'
import { call } from './auth-helpers'
import { answerOf, purchaseOf, shoppers } from './fault-shoppers'
import { expectEachOnce } from './fault-checks'

/**
 * Fault tests (issue 23): a server killed with SIGKILL while purchases are in flight and while their
 * debits are processing, then started again on the same data (a PGlite folder; a PostgreSQL database).
 * Afterwards every purchase is whole or absent, every answer can be had again with its request id
 * (the same answer), and every debit settled exactly once. The figures are printed for the note.
 */
const bin = postgresBin()
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.warn(err))
}, 60_000)

const CUSTOMERS = 8
/** Long enough that the second kill finds every debit still `processing`. */
const DEBIT_DELAY_MS = 3_000

async function scenario(
  label: string,
  env: Record<string, string>,
  open: () => ReturnType<typeof openDatabase>,
) {
  const base = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    STATIC_DIR: '/nonexistent-build',
    LOCAL_DEBIT_DELAY_MS: String(DEBIT_DELAY_MS),
    ...env,
  }
  let server: Instance = await startInstance(`${label} A`, base)
  cleanups.push(() => server.stop())
  const t = overHttp(() => server.port) as unknown as TestApp // the helpers use only `t.app.request`
  const list = await shoppers(t, label, CUSTOMERS)

  // 1. Killed while the purchases are in flight, right after the first answer: some answered, some cut
  //    off, some never reached it.
  let firstAnswer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (firstAnswer = resolve))
  const inFlight = list.map((s) =>
    purchaseOf(t, s).then(
      async (res) => {
        if (res.status !== 200) return
        s.first = purchaseResponseSchema.parse(await res.json())
        firstAnswer()
      },
      () => undefined,
    ),
  )
  await Promise.race([answered, new Promise((r) => setTimeout(r, 10_000))])
  await server.kill()
  await Promise.all(inFlight)
  const answeredBeforeKill = list.filter((s) => s.first).length

  // 2. Started again on the same data; every purchase asked again with its request id.
  server = await startInstance(`${label} B`, base)
  for (const s of list) {
    const answer = await answerOf(t, s)
    if (s.first) expect(answer, `${s.name}: the same answer again`).toEqual(s.first)
    s.first = answer
    expect(answer.invoice?.status).toBe('processing')
  }

  // 3. Killed while every debit is processing (the local bank settles after DEBIT_DELAY_MS).
  await server.kill()
  server = await startInstance(`${label} C`, base)
  for (const s of list) {
    await expect
      .poll(
        async () => {
          const res = await call(t, 'GET', '/invoices', undefined, { token: s.token })
          return invoicesResponseSchema.parse(await res.json()).result.map((i) => i.status)
        },
        { timeout: 60_000, interval: 250 },
      )
      .toEqual(['paid'])
  }
  await server.stop()

  // 4. What the database holds: one purchase, policy, invoice and payment per customer; jobs once.
  const database = await open()
  try {
    const { ledger, jobs } = await expectEachOnce(
      database,
      list.map((s) => s.name),
    )
    console.log(
      `fault test ${label}: ${CUSTOMERS} purchases, ${answeredBeforeKill} answered before the first kill, ` +
        `2 kills (SIGKILL) and 2 restarts survived, requests lost 0, duplicates ${ledger.duplicates.length}, ` +
        `jobs completed ${JSON.stringify(jobs.completed)}`,
    )
  } finally {
    await database.close()
  }
}

describe('a server killed with SIGKILL and started again on the same data', () => {
  it('on PGlite: every purchase whole or absent, every answer again, every debit settled once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'verzekerd-fault-'))
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
    await scenario('pglite', { DATA_DIR: dir }, () =>
      openDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), silent),
    )
  }, 240_000)

  it.skipIf(!bin)(
    'on PostgreSQL: the same',
    async () => {
      const cluster = await startPostgres(bin!)
      cleanups.push(cluster.stop)
      await scenario('postgres', { DATABASE_URL: cluster.url }, () =>
        openDatabase(loadConfig({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent' }), silent),
      )
    },
    240_000,
  )
})
