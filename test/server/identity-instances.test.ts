// @vitest-environment node
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { IDENTITY_STATUS } from '../../api/contract/identity'
import { identitySessionOverHttp, identitySocket, submitOverHttp } from './identity-helpers'

/**
 * Two server processes on one PostgreSQL: a socket held on one instance hears the status change made on
 * the other (through LISTEN/NOTIFY, realtime.ts). The cluster is the test's own (scripts/pg-local.sh with
 * its own folder and port), never the one at .data/pg:54329.
 */
const exec = promisify(execFile)
const ROOT_DIR = path.resolve(__dirname, '../..')
const SCRIPT = path.join(ROOT_DIR, 'scripts/pg-local.sh')

function postgresBin(): string | null {
  if (process.env.PG_BIN)
    return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : null
}
const bin = postgresBin()
if (!bin)
  console.warn('identity-instances: skipped, no PostgreSQL binaries (/usr/lib/postgresql/*/bin or PG_BIN)')

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => console.warn(err))
}, 30_000)

/** Starts `api/server/main.ts` in its own Node process (the test's Node) and waits for its port. */
function startInstance(
  name: string,
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => {
          clearTimeout(kill)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  )
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve({ port: Number(port), child })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with ${code}:\n${output}`))
    })
  })
}

describe('identity status across server instances', () => {
  it.skipIf(!bin)(
    'a socket on instance B hears the change made on instance A',
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'verzekerd-pg-'))
      const pgPort = await freePort()
      const pgEnv = { ...process.env, PG_LOCAL_ROOT: root, PG_LOCAL_PORT: String(pgPort), PG_BIN: bin! }
      cleanups.push(async () => {
        await exec('bash', [SCRIPT, 'stop'], { env: pgEnv }).catch(() => undefined)
        rmSync(root, { recursive: true, force: true })
      })
      const { stdout } = await exec('bash', [SCRIPT], { env: pgEnv, timeout: 30_000 })
      const databaseUrl = /^DATABASE_URL=(.+)$/m.exec(stdout)?.[1]
      expect(databaseUrl).toBeDefined()

      const env = {
        DATABASE_URL: databaseUrl!,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        STATIC_DIR: path.join(root, 'no-build'),
        LOCAL_IDENTITY_DELAY_MS: '50',
        DEV_PUBLIC_PORT: '',
      }
      // One after the other: the first migrates and seeds; both would also be safe together (exclusive).
      const a = await startInstance('A', env)
      const b = await startInstance('B', env)

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
