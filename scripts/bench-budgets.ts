/**
 * The budgets `npm run bench` reports against (issues 1, 19 and 26), one row per figure, and the history
 * file every run appends to. Figures that depend on the machine are ratios to a baseline measured in the
 * same run: the blank Vite + React page for the first paint, `/healthz` for latency, the empty database
 * for the large one. Timings are reported here, never asserted in tests.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdirSync } from 'node:fs'

export const BUDGETS = {
  firstPageJsKb: 150,
  firstPageCssKb: 40,
  /** /welcome's LCP ÷ the blank page's, and in absolute terms (Lighthouse mobile, median of 4). */
  lcpRatio: 1.0,
  lcpMs: 2000,
  cls: 0.05,
  stepP95Ms: 100,
  stepP95SlowCpuMs: 300,
  longTasksInSteps: 0,
  partnersP99Ratio: 3,
  cartItemP99Ratio: 2,
  /** GET /cart-item's requests per second ÷ /healthz's: at least this. */
  cartItemThroughput: 0.5,
  /** A hot route's p99 with 100,000 customers ÷ the same on the empty database: at most this. */
  largeDatabaseRatio: 1.2,
  journeySeconds: 60,
  journeyInteractions: 12,
} as const

/**
 * What `npm run bench:ci` fails CI on: the first page's scripts may not grow past this. It starts at
 * what the first page weighed when the check came in and only ever moves down, to BUDGETS.firstPageJsKb.
 */
export const FIRST_PAGE_JS_CEILING_KB = 150

export interface Row {
  figure: string
  value: string
  budget: string
  ok: boolean | null
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value: number) => `${Math.round(value)} ms`
export const times = (ratio: number) => `${ratio.toFixed(2)}×`

export function printRows(title: string, rows: Row[]) {
  console.log(`\n${title}`)
  const width = Math.max(...rows.map((r) => r.figure.length))
  for (const row of rows) {
    const verdict = row.ok === null ? '' : row.ok ? 'within budget' : 'OVER BUDGET'
    console.log(
      `  ${row.figure.padEnd(width)}  ${row.value.padStart(22)}  ${row.budget.padEnd(26)} ${verdict}`,
    )
  }
}

/** One JSON line per run in bench-results/history.jsonl: when, which commit, and every row. */
export function appendHistory(rows: Row[]) {
  let commit = ''
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    })
    if (dirty.trim()) commit += '+changes'
  } catch {
    // not a git checkout
  }
  mkdirSync('bench-results', { recursive: true })
  const line = { at: new Date().toISOString(), commit, rows }
  appendFileSync('bench-results/history.jsonl', `${JSON.stringify(line)}\n`)
}
