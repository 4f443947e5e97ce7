import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * Real server processes for the tests that need more than one app in one process can show: several
 * instances on one PostgreSQL, a server killed (SIGKILL) and started again on the same data. Each
 * PostgreSQL cluster here is the test's own (scripts/pg-local.sh with its own folder and port), never
 * the one at .data/pg:54329.
 */
const exec = promisify(execFile)
export const ROOT_DIR = path.resolve(__dirname, '../..')
const SCRIPT = path.join(ROOT_DIR, 'scripts/pg-local.sh')

/** The newest PostgreSQL binaries on the machine (or PG_BIN), null when there are none. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN)
    return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : null
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

/** A PostgreSQL cluster of the test's own in a temporary folder; `stop` removes it. */
export async function startPostgres(bin: string): Promise<{ url: string; stop(): Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'verzekerd-pg-'))
  const env = { ...process.env, PG_LOCAL_ROOT: root, PG_LOCAL_PORT: String(await freePort()), PG_BIN: bin }
  const { stdout } = await exec('bash', [SCRIPT], { env, timeout: 60_000 })
  const url = /^DATABASE_URL=(.+)$/m.exec(stdout)?.[1]
  if (!url) throw new Error(`no DATABASE_URL from pg-local.sh:\n${stdout}`)
  return {
    url,
    async stop() {
      await exec('bash', [SCRIPT, 'stop'], { env }).catch(() => undefined)
      rmSync(root, { recursive: true, force: true })
    },
  }
}

export interface Instance {
  port: number
  child: ChildProcess
  /** Everything the process wrote so far (its log). */
  output(): string
  /** SIGKILL: no shutdown at all, as a crash or an OOM kill. */
  kill(): Promise<void>
  /** SIGTERM: the server's own shutdown (jobs under way finish, connections close). */
  stop(): Promise<void>
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
  })

/** Starts `api/server/main.ts` in its own Node process (the test's Node) and waits for its port. */
export function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEV_PUBLIC_PORT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const instance = (port: number): Instance => ({
    port,
    child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL')
      await exited(child)
    },
    async stop() {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
      child.kill('SIGTERM')
      await exited(child)
      clearTimeout(force)
    },
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve(instance(Number(port)))
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

/**
 * The `app.request` of the server tests' helpers (auth-helpers.ts `call`), over HTTP to a server
 * process: the URL's host (`zzp.localhost`) goes in the Host header, the request to 127.0.0.1:port.
 * A connection the server drops (it was killed) rejects, as a browser's fetch would.
 */
export function overHttp(port: () => number) {
  const request = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const target = new URL(url)
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? init.body : undefined
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: port(),
          method: init.method ?? 'GET',
          path: target.pathname + target.search,
          headers: { ...Object.fromEntries(headers), host: `${target.hostname}:${port()}` },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () =>
            resolve(
              new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), {
                status: res.statusCode ?? 0,
                headers: Object.entries(res.headers).flatMap(([k, v]) =>
                  v === undefined
                    ? []
                    : (Array.isArray(v) ? v : [v]).map((one): [string, string] => [k, one]),
                ),
              }),
            ),
          )
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }
  return { app: { request } }
}
