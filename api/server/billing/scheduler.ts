import type { Logger } from '../logger'

export interface Scheduler {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>
}

/**
 * Runs `job` now and then every `intervalMs` in this server process (the monthly invoice run, see
 * invoice-run.ts; issue 23 moves it to a job queue). Never two runs at once in one process (a run still
 * busy when the next is due skips that turn); the job itself is safe with other servers running it too.
 * A failing run is logged and the next one comes as planned.
 */
export function startScheduler(
  name: string,
  job: () => Promise<unknown>,
  { intervalMs, logger }: { intervalMs: number; logger: Pick<Logger, 'error'> },
): Scheduler {
  let running: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (stopped || running) return
    running = job()
      .then(
        () => undefined,
        (err) => logger.error(`${name} failed`, err),
      )
      .finally(() => {
        running = null
      })
  }
  const first = setTimeout(tick, 0)
  const timer = setInterval(tick, intervalMs)
  first.unref()
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}
