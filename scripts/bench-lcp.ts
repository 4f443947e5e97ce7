/**
 * The first paint in `npm run bench` (issue 26): Lighthouse 12 in its default mobile mode (simulated
 * slow 4G and a 4× slower CPU), run on /welcome alternating with a blank Vite + React page built and
 * served the same way (the same server, another static folder), so the figure that counts is a ratio
 * measured in one run on one machine. The entry routes get one run each for their layout shift.
 */
import react from '@vitejs/plugin-react'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { build } from 'vite'
import { median } from './bench-budgets'

/** The blank page's sources; built into `outDir` with only the React plugin and the product's nonce. */
export async function buildBlankPage(outDir: string) {
  await build({
    root: 'scripts/bench-blank',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    html: { cspNonce: '__CSP_NONCE__' },
    build: { outDir, emptyOutDir: true },
  })
}

export interface PaintRun {
  lcpMs: number
  fcpMs: number
  cls: number
}

/**
 * One Lighthouse run that gave every figure. Now and then a run's trace lacks the navigation's start or
 * its LCP event (Lighthouse's NO_NAVSTART, NO_LCP), on either page: such a run is run again, at most twice,
 * and said on stderr, so a median is never taken over a missing value.
 */
async function lighthouseRun(chrome: LaunchedChrome, url: string): Promise<PaintRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(chrome, url)
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`bench: ${(error as Error).message} (${attempt} of 3); running it again`)
    }
  }
}

async function lighthouseOnce(chrome: LaunchedChrome, url: string): Promise<PaintRun> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The 404 page is an entry route too: measured as any other, not refused for its status.
    ignoreStatusCode: true,
  })
  const audits = result?.lhr.audits
  const value = (id: string) => {
    const n = audits?.[id]?.numericValue
    if (typeof n !== 'number')
      throw new Error(
        `${url}: Lighthouse gave no ${id} (${result?.lhr.runtimeError?.code ?? 'no error code'})`,
      )
    return n
  }
  return {
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
  }
}

export interface PaintResult {
  welcome: { runs: PaintRun[]; lcpMs: number; fcpMs: number }
  blank: { runs: PaintRun[]; lcpMs: number; fcpMs: number }
  /** /welcome's median LCP ÷ the blank page's, from the same alternating runs. */
  ratio: number
  /** Cumulative layout shift per entry route: /welcome's worst run, one run for each other. */
  cls: Record<string, number>
}

/**
 * `runs` Lighthouse runs of `appOrigin`/welcome and `blankUrl`, alternating, then one of each other entry
 * path for its layout shift. Chromium from CHROMIUM_PATH (Debian's by default).
 */
export async function measurePaint(options: {
  appOrigin: string
  blankUrl: string
  entryPaths: string[]
  runs?: number
}): Promise<PaintResult> {
  const runs = options.runs ?? 4
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const welcome: PaintRun[] = []
    const blank: PaintRun[] = []
    for (let i = 0; i < runs; i += 1) {
      welcome.push(await lighthouseRun(chrome, `${options.appOrigin}/welcome`))
      blank.push(await lighthouseRun(chrome, options.blankUrl))
    }
    const cls: Record<string, number> = { '/welcome': Math.max(...welcome.map((r) => r.cls)) }
    for (const path of options.entryPaths.filter((p) => p !== '/welcome'))
      cls[path] = (await lighthouseRun(chrome, `${options.appOrigin}${path}`)).cls
    const summary = (list: PaintRun[]) => ({
      runs: list,
      lcpMs: median(list.map((r) => r.lcpMs)),
      fcpMs: median(list.map((r) => r.fcpMs)),
    })
    const w = summary(welcome)
    const b = summary(blank)
    return { welcome: w, blank: b, ratio: w.lcpMs / b.lcpMs, cls }
  } finally {
    chrome.kill()
  }
}
