import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { fromPglite, type ConstructorOptions } from 'pg-boss'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { createPgListener, type NotifyCallback } from './pg-listener'
import { drizzleClient } from './pglite-drizzle'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'
/** pg's answer, which PGlite's is close to: `rowCount` the rows returned, or else the rows changed. */
export interface QueryResult {
  rows: Record<string, unknown>[]
  rowCount: number
}

export interface DatabaseHandle {
  db: Database
  kind: DatabaseKind
  /** Applies the SQL migrations of api/server/db/migrations. */
  migrate(): Promise<void>
  /** Runs `fn` while no other server instance runs its own (migrations and seed at start). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, cb: NotifyCallback): Promise<() => Promise<void>>
  notify(channel: string, payload: string): Promise<void>
  /** How the job queue (jobs/queue.ts) reaches this database: the same PGlite, or its own small pool. */
  jobConnection: Pick<ConstructorOptions, 'db' | 'connectionString' | 'backend' | 'max'>
  /** One parameterised statement outside drizzle, for a library that writes its own SQL (http/limits.ts). */
  query(text: string, values: readonly unknown[]): Promise<QueryResult>
  /** A trivial query: throws when the database does not answer. */
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
/** Any fixed number: the advisory lock that serialises start-up work across instances. */
const STARTUP_LOCK = 727_001

type Source = Pick<Config, 'databaseUrl' | 'dataDir'>

/** PGlite in a data folder (or in memory) unless DATABASE_URL points at a PostgreSQL server. */
export async function openDatabase(config: Source, logger: Logger): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, logger) : openPglite(config.dataDir)
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true })
  const client = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir)
  await client.waitReady
  // Drizzle gets the instance with its statements prepared once and its parsers as the instance's own;
  // pg-boss and the raw `query` get it as any PGlite (db/pglite-drizzle.ts).
  const { forDrizzle, asUsual } = drizzleClient(client)
  const db = drizzlePglite({ client: forDrizzle as unknown as PGlite, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (fn) => fn(),
    listen: (channel, cb) => client.listen(channel, cb).then((off) => () => off()),
    notify: async (channel, payload) =>
      void (await db.execute(sql`select pg_notify(${channel}, ${payload})`)),
    jobConnection: { db: fromPglite(asUsual), backend: 'pglite' },
    async query(text, values) {
      const result = await asUsual.query<Record<string, unknown>>(text, [...values])
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) }
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  }
}

async function openPostgres(connectionString: string, logger: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  pool.on('error', (err) => logger.warn('idle database connection failed', err))
  const db = drizzlePg(pool, { schema })
  const listener = createPgListener(connectionString, logger)
  await pool.query('select 1')
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusive(fn) {
      const lock = await pool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
        return await fn()
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined)
        lock.release()
      }
    },
    listen: (channel, cb) => listener.listen(channel, cb),
    notify: async (channel, payload) =>
      void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    jobConnection: { connectionString, max: 4 },
    async query(text, values) {
      const result = await pool.query<Record<string, unknown>>(text, [...values])
      return { rows: result.rows, rowCount: result.rowCount ?? 0 }
    },
    ping: async () => void (await pool.query('select 1')),
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}
