import type { LogLevel } from './config'

export interface Logger {
  debug(message: string, extra?: unknown): void
  info(message: string, extra?: unknown): void
  warn(message: string, extra?: unknown): void
  error(message: string, extra?: unknown): void
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

/** A line logger: info and debug to stdout, warnings and errors to stderr; `silent` prints nothing. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, extra?: unknown) => {
    if (RANK[at] < RANK[level]) return
    const stream = RANK[at] >= RANK.warn ? process.stderr : process.stdout
    const tail =
      extra === undefined
        ? ''
        : ` ${extra instanceof Error ? (extra.stack ?? extra.message) : JSON.stringify(extra)}`
    stream.write(`${new Date().toISOString()} ${at.toUpperCase()} ${message}${tail}\n`)
  }
  return {
    debug: (m, x) => write('debug', m, x),
    info: (m, x) => write('info', m, x),
    warn: (m, x) => write('warn', m, x),
    error: (m, x) => write('error', m, x),
  }
}
