// @vitest-environment node
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { IDENTITY_STATUS } from '../../api/contract/identity'
import { identitySessionOverHttp, identitySocket, submitOverHttp } from './identity-helpers'
import { postgresBin, startInstance, startPostgres } from './instances'

/**
 * Two server processes on one PostgreSQL: a socket held on one instance hears the status change made on
 * the other (through LISTEN/NOTIFY, realtime.ts).
 */
const bin = postgresBin()
if (!bin)
  console.warn('identity-instances: skipped, no PostgreSQL binaries (/usr/lib/postgresql/*/bin or PG_BIN)')

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.warn(err))
}, 30_000)

describe('identity status across server instances', () => {
  it.skipIf(!bin)(
    'a socket on instance B hears the change made on instance A',
    async () => {
      const cluster = await startPostgres(bin!)
      cleanups.push(cluster.stop)
      const databaseUrl = cluster.url
      const env = {
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        STATIC_DIR: '/nonexistent-build',
        LOCAL_IDENTITY_DELAY_MS: '50',
      }
      // One after the other: the first migrates and seeds; both would also be safe together (exclusive).
      const a = await startInstance('A', env)
      cleanups.push(a.stop)
      const b = await startInstance('B', env)
      cleanups.push(b.stop)

      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      const one = async (query: string) => (await client.query<{ id: number }>(query)).rows[0]?.id ?? 0
      const profession = await one(`select id from professions where slug = 'webdeveloper'`)
      const product = await one(`select id from insurance_products where slug = 'aov'`)
      await client.end()

      const { session } = await identitySessionOverHttp(a.port, {
        externalId: 'instances',
        profession,
        product,
      })
      const socket = identitySocket(b.port, session.room_name)
      cleanups.push(async () => socket.ws.terminate())
      await socket.open
      await expect.poll(() => socket.messages).toEqual([{ status: IDENTITY_STATUS.created, error: null }])

      expect((await submitOverHttp(a.port, { client_secret: session.client_secret })).status).toBe(202)
      await expect
        .poll(() => socket.messages, { timeout: 5000 })
        .toEqual([
          { status: IDENTITY_STATUS.created, error: null },
          { status: IDENTITY_STATUS.processing, error: null },
          { status: IDENTITY_STATUS.verified, error: null },
        ])
    },
    60_000,
  )
})
