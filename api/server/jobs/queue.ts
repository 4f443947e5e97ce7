import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { fromDrizzle, PgBoss, type ConstructorOptions, type Job, type JobResult } from 'pg-boss'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import { JOB_QUEUES, type JobData, type JobName } from './names'

/** A drizzle transaction (or the database): what a job is sent in, so it commits with the rows it is about. */
type Executor = Pick<Database, 'execute'>

export interface SendOptions {
  /**
   * Sent in this transaction: the job exists exactly when the transaction commits (the outbox). Without
   * it the job is sent on its own.
   */
  tx?: Executor
  /**
   * The job's idempotency key: a second send with the same name and key is no job at all, before or
   * after the first one ran (its id is derived from the key, and the insert skips a taken id).
   */
  key?: string
  /** Not before this many milliseconds from now. */
  delayMs?: number
}

/** The attempt a handler runs: its job's id, and whether the queue will try again if it throws. */
export interface Attempt {
  id: string
  retryCount: number
  /** This is the queue's last try: a handler that gives up for good does it now instead of throwing. */
  last: boolean
}

export type JobHandler<N extends JobName> = (data: JobData[N], attempt: Attempt) => Promise<void>

export interface JobQueue {
  send<N extends JobName>(name: N, data: JobData[N], options?: SendOptions): Promise<void>
  /** Handles the queue's jobs in this process; a throw is retried as the queue says (names.ts). */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>
  /** Sends `name` on the cron schedule, once per slot whatever the number of servers. */
  schedule(name: JobName, cron: string): Promise<void>
  /** Stops fetching and waits (up to a few seconds) for the jobs under way. */
  stop(): Promise<void>
  readonly boss: PgBoss
}

/**
 * pg-boss's drizzle adapter runs its statements through the transaction's `execute`. Our Database type is
 * generic over both drivers (PGlite and node-postgres), so its result type is not known here; both answer
 * `{ rows }`, which is all the adapter reads.
 */
const inTransaction = (tx: Executor) => fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql)

/** A UUID made of the key (pg-boss job ids are UUIDs): the same key always gives the same id. */
export const jobIdOf = (name: string, key: string): string => {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * Workers look for due jobs this often (seconds; pg-boss's smallest). Jobs due at once also wake the
 * workers through NOTIFY; polling is what runs the delayed ones (the local debit's settlement).
 */
const POLL_SECONDS = 0.5
/** How often a job of a dead server is looked for (names.ts `LIVE`). */
const SUPERVISE_SECONDS = 10
/** Jobs fetched at once per queue and server; handled one after another. */
const BATCH = 10

/**
 * The job queue in the database (pg-boss): its tables live in the `pgboss` schema beside ours, on the
 * embedded PGlite as on PostgreSQL, so jobs survive a restart and every server shares them; a job is
 * claimed by one worker at a time (SKIP LOCKED) and, when its handler throws, tried again after the
 * queue's back-off. Failed jobs stay visible (docs/jobs.md).
 */
export async function startJobQueue(
  connection: Pick<ConstructorOptions, 'db' | 'connectionString' | 'backend' | 'max'>,
  {
    logger,
    scheduling,
    onGaveUp,
  }: {
    logger: Pick<Logger, 'warn' | 'error'>
    scheduling: boolean
    /** A job's last try failed: the queue gives up on it (error reporting). */
    onGaveUp?: (job: { name: string; id: string }, error: unknown) => void
  },
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...connection,
    schema: 'pgboss',
    useListenNotify: true,
    schedule: scheduling,
    // The supervision (jobs whose server stopped beating, expiry, retention) runs on whichever server
    // gets there first, every SUPERVISE_SECONDS.
    supervise: true,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
  })
  boss.on('error', (err) => logger.error('job queue', err))
  boss.on('warning', (warning) => logger.warn('job queue', warning))
  await boss.start()
  for (const [name, options] of Object.entries(JOB_QUEUES))
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { ...options, notify: true })

  return {
    boss,
    async send(name, data, { tx, key, delayMs } = {}) {
      await boss.send(name, data as object, {
        ...(key ? { id: jobIdOf(name, key) } : {}),
        ...(delayMs ? { startAfter: new Date(Date.now() + delayMs) } : {}),
        ...(tx ? { db: inTransaction(tx) } : {}),
      })
    },
    async work(name, handler) {
      const { retryLimit } = JOB_QUEUES[name]
      await boss.work<JobData[typeof name]>(
        name,
        {
          pollingIntervalSeconds: POLL_SECONDS,
          notifyPollingIntervalSeconds: POLL_SECONDS,
          batchSize: BATCH,
          // Each job of a batch succeeds or fails on its own (a throw retries that job only).
          perJobResults: true,
        },
        async (jobs: Job<JobData[typeof name]>[]): Promise<JobResult[]> => {
          const results: JobResult[] = []
          for (const job of jobs) {
            const attempt = { id: job.id, retryCount: job.retryCount, last: job.retryCount >= retryLimit }
            try {
              await handler(job.data, attempt)
              results.push({ id: job.id, status: 'completed' })
            } catch (err) {
              // Kept on the failed job for whoever looks (docs/jobs.md); never a customer's data.
              const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
              results.push({ id: job.id, status: 'failed', output: { message } })
              if (attempt.last) onGaveUp?.({ name, id: job.id }, err)
            }
          }
          return results
        },
      )
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'Europe/Amsterdam' })
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, close: true })
    },
  }
}
