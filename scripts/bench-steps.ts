/**
 * Step changes (issue 26, item 3): a new customer buys the business liability insurance (the walk of
 * bench-journey.ts), and for every click that brings the next screen the time from the click to that
 * screen's content painted is measured inside the page, from a page the app runs (not the server's first
 * HTML, whose wait for the app the first page's rows measure): the click's event time, then each animation
 * frame looks for the next screen's distinctive element; the frame that has it is painted, and a task
 * queued from that frame runs after the paint. Long tasks (PerformanceObserver 'longtask') are
 * collected over the whole walk and those between a click and its paint are counted against the step.
 * Budgets: p95 ≤ 100 ms (≤ 300 ms at 4× CPU), no long task between a click and its paint.
 *
 * Alone: `node --import tsx scripts/bench-steps.ts <baseUrl> [runs] [cpuRate]` against a running server.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { EARLY_INPUT_GLOBAL } from '../api/contract/rendered-page'
import { walkLiabilityPurchase, type Act, type NextScreen } from './bench-journey'

export interface StepOptions {
  runs: number
  /** CPU slow-down (CDP Emulation.setCPUThrottlingRate); 1 is none. */
  cpuRate: number
}
export interface Figures {
  median: number
  p95: number
  max: number
}
export interface StepRow extends Figures {
  step: string
  /** Long tasks between this step's click and its paint, over all runs. */
  longTasks: number
}
export interface StepsResult extends Figures {
  runs: number
  cpuRate: number
  budgetP95Ms: number
  steps: StepRow[]
  longTasks: {
    /** Over the whole walks. */
    total: number
    /** Between a click and its next screen painted (budget: 0). */
    inSteps: number
    longestMs: number
  }
}

interface Sample {
  step: string
  /** Epoch milliseconds (page's timeOrigin + performance time), so they compare across documents. */
  click: number
  painted: number
}
interface LongTask {
  start: number
  duration: number
}

const TIMEOUT = 30_000

declare global {
  interface Window {
    __benchStep?: Promise<{ click: number; painted: number }>
    __benchLongTask?: (start: number, duration: number) => void
    __benchWatch?: (selector: string, source: string | null, timeout: number) => void
  }
}

/** Walks the purchase `runs` times, each a new customer in a fresh context, and sums the step times. */
export async function benchSteps(
  browser: Browser,
  baseUrl: string,
  { runs, cpuRate }: StepOptions,
): Promise<StepsResult> {
  const samples: Sample[] = []
  const longTasks: LongTask[] = []
  for (let i = 0; i < runs; i += 1) {
    const walk = await walkOnce(browser, baseUrl, cpuRate)
    samples.push(...walk.samples)
    longTasks.push(...walk.longTasks)
  }
  const inStep = (sample: Sample) =>
    longTasks.filter((task) => task.start < sample.painted && task.start + task.duration > sample.click)
  const names = [...new Set(samples.map((s) => s.step))]
  const steps = names.map((step) => {
    const of = samples.filter((s) => s.step === step)
    return {
      step,
      ...figures(of.map((s) => s.painted - s.click)),
      longTasks: of.reduce((n, s) => n + inStep(s).length, 0),
    }
  })
  const stepTasks = new Set(samples.flatMap(inStep))
  return {
    runs,
    cpuRate,
    budgetP95Ms: cpuRate > 1 ? 300 : 100,
    ...figures(samples.map((s) => s.painted - s.click)),
    steps,
    longTasks: {
      total: longTasks.length,
      inSteps: stepTasks.size,
      longestMs: Math.round(Math.max(0, ...longTasks.map((t) => t.duration))),
    },
  }
}

async function walkOnce(browser: Browser, baseUrl: string, cpuRate: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(TIMEOUT)
  const longTasks: LongTask[] = []
  await context.exposeFunction('__benchLongTask', (start: number, duration: number) =>
    longTasks.push({ start, duration }),
  )
  await context.addInitScript(`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__benchLongTask?.(performance.timeOrigin + entry.startTime, entry.duration)
    }).observe({ type: 'longtask', buffered: true })
    ${WATCH_SCRIPT}
  `)
  const page = await context.newPage()
  if (cpuRate > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  }
  const samples: Sample[] = []
  const act: Act = async (action, next) => {
    if (!next) return action()
    // A step starts from a page the app runs. A click on the server's first HTML before that is kept and
    // waits for the app's scripts (views/platform/early-input.ts): that wait is the first page's load,
    // which its own rows measure (LCP, its JS), not a step's answer.
    await page.waitForFunction((name) => {
      const early = (window as unknown as Record<string, { done?: boolean } | undefined>)[name]
      return !early || early.done === true
    }, EARLY_INPUT_GLOBAL)
    await watchNextScreen(page, next)
    const result = await action()
    const timing = await page.evaluate(() => window.__benchStep!)
    samples.push({ step: next.step, ...timing })
    return result
  }
  try {
    await walkLiabilityPurchase(page, baseUrl, act)
    // Long tasks are reported after they end: give the last ones a moment to arrive.
    await page.waitForTimeout(200)
    return { samples, longTasks }
  } finally {
    await context.close()
  }
}

/**
 * In the page: `__benchWatch` notes the next click's time and then looks for the next screen on every
 * frame. The frame that has the element paints it; a task queued from that frame runs after the paint.
 * (Plain script text: tsx would wrap named functions in a helper the page does not have.)
 */
const WATCH_SCRIPT = `
window.__benchWatch = (selector, source, timeout) => {
  const text = source === null ? null : new RegExp(source)
  const shown = () =>
    [...document.querySelectorAll(selector)].some(
      (el) => el.getClientRects().length > 0 && (!text || text.test(el.innerText.trim())),
    )
  window.__benchStep = new Promise((resolve, reject) => {
    let click = null
    window.addEventListener('click', (event) => { click = performance.timeOrigin + event.timeStamp }, { capture: true, once: true })
    const give = setTimeout(() => reject(new Error('not shown within ' + timeout + ' ms: ' + selector)), timeout)
    const frame = () => {
      if (click !== null && shown()) {
        const clicked = click
        setTimeout(() => {
          clearTimeout(give)
          resolve({ click: clicked, painted: performance.timeOrigin + performance.now() })
        }, 0)
      } else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}
`

/** Before the click: the page starts watching for `next`. */
async function watchNextScreen(page: Page, next: NextScreen) {
  await page.evaluate(([selector, source, timeout]) => window.__benchWatch!(selector, source, timeout), [
    next.selector,
    next.text?.source ?? null,
    TIMEOUT,
  ] as const)
}

function figures(values: number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted.at(-1) ?? 0) }
}

/** The rows with their budgets. */
export function printSteps(result: StepsResult) {
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET')
  const cpu = result.cpuRate > 1 ? `, CPU ${result.cpuRate}× slower` : ''
  console.log(`\nStep changes, click → next screen painted (${result.runs} purchases${cpu}):`)
  console.log(
    `  ${'step'.padEnd(28)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  long tasks`,
  )
  for (const row of result.steps)
    console.log(
      `  ${row.step.padEnd(28)} ${`${row.median} ms`.padStart(7)} ${`${row.p95} ms`.padStart(7)} ${`${row.max} ms`.padStart(7)}  ${row.longTasks}`,
    )
  console.log(
    `  all steps: median ${result.median} ms, p95 ${result.p95} ms, max ${result.max} ms` +
      `  (budget p95 ≤ ${result.budgetP95Ms} ms: ${verdict(result.p95 <= result.budgetP95Ms)})`,
  )
  const { total, inSteps, longestMs } = result.longTasks
  console.log(
    `  long tasks > 50 ms: ${total} in the walks (longest ${longestMs} ms), ${inSteps} between a click and its paint` +
      `  (budget 0: ${verdict(inSteps === 0)})`,
  )
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
    ],
  })

async function main() {
  const [baseUrl, runs = '5', cpuRate] = process.argv.slice(2)
  if (!baseUrl) throw new Error('usage: node --import tsx scripts/bench-steps.ts <baseUrl> [runs] [cpuRate]')
  const browser = await launch()
  try {
    for (const rate of cpuRate ? [Number(cpuRate)] : [1, 4])
      printSteps(await benchSteps(browser, baseUrl, { runs: Number(runs), cpuRate: rate }))
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  void main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
