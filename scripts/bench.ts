/**
 * `npm run bench`: the numbers the budgets are about (issue 1), printed, never asserted.
 *  - gzip size of the JS and CSS that /welcome loads in Chromium (budget: JS ≤ 200 KB, CSS ≤ 40 KB);
 *  - p99 latency of GET /partners against GET /healthz under autocannon, 50 connections, 10 s each
 *    (budget: /partners p99 ≤ 3 × /healthz p99), and of a profession search with a typo (its slowest
 *    kind: every name of every language is compared) beside them;
 *  - a scripted new customer from /welcome to the premium shown and to insured: wall-clock time and
 *    interactions, median of 3 runs (goal: premium ≤ 60 s and ≤ 12 interactions);
 *  - a scripted car premium: from the products page to the first car premium on screen, median of 3
 *    runs (goal: ≤ 60 s and ≤ 12 interactions; issue 19).
 * Builds first when dist/ is missing. Results also go to bench-results/latest.json.
 */
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { medianRun, runCarJourney, runJourney, type Milestone } from './bench-journey'

const PORT = Number(process.env.BENCH_PORT ?? 4320)
const PARTNER = 'zzp'
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const JOURNEY_RUNS = 3
/** A search that matches nothing as typed, so the typo-tolerant comparison runs over the whole catalogue. */
const TYPO_SEARCH = '/professions?q=webdevloper'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  if (!existsSync('dist/index.html')) await run('npm', ['run', 'build', '--silent'])
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      // The journey reads its sign-in mail from the local outbox; every run signs in from 127.0.0.1.
      EXPOSE_DEV_OUTBOX: '1',
      MAGIC_LINK_IP_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth()
    const bundle = await measureWelcome()
    const healthz = await p99('/healthz')
    const partners = await p99('/partners')
    const ratio = partners / healthz
    const typoSearch = await p99(TYPO_SEARCH)
    const journey = await measureJourney()
    const carPremium = await measureCarPremium()
    const results = {
      bundle,
      latency: { healthzP99Ms: healthz, partnersP99Ms: partners, ratio, typoSearchP99Ms: typoSearch },
      journey,
      carPremium,
    }
    mkdirSync('bench-results', { recursive: true })
    writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2))

    const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET')
    console.log('\n/welcome initial load (gzip):')
    for (const file of bundle.files) console.log(`  ${file.path.padEnd(48)} ${kb(file.gzip)}`)
    console.log(
      `  JS  ${kb(bundle.jsGzip).padStart(10)}  (budget 200 KB: ${verdict(bundle.jsGzip <= 200 * 1024)})`,
    )
    console.log(
      `  CSS ${kb(bundle.cssGzip).padStart(10)}  (budget 40 KB: ${verdict(bundle.cssGzip <= 40 * 1024)})`,
    )
    console.log(`\nLatency under load (50 connections, ${DURATION} s each):`)
    console.log(`  GET /healthz  p99 ${healthz} ms`)
    console.log(`  GET /partners p99 ${partners} ms`)
    console.log(`  ratio ${ratio.toFixed(2)}× (budget 3×: ${verdict(ratio <= 3)})`)
    console.log(`  GET ${TYPO_SEARCH} p99 ${typoSearch} ms`)
    const { premium, insured } = journey.median
    const goal = premium.seconds <= 60 && premium.interactions <= 12 ? 'within goal' : 'OVER GOAL'
    const milestone = (m: Milestone) =>
      `${m.seconds.toFixed(1).padStart(5)} s, ${String(m.interactions).padStart(2)} interactions`
    console.log(
      `\nJourney /welcome → premium → insured (scripted, one new customer per run, median of ${journey.runs.length} runs):`,
    )
    console.log(`  premium shown ${milestone(premium)}  (goal ≤ 60 s, ≤ 12: ${goal})`)
    console.log(`  insured       ${milestone(insured)}`)
    const car = carPremium.median
    const carGoal = car.seconds <= 60 && car.interactions <= 12 ? 'within goal' : 'OVER GOAL'
    console.log(
      `\nScripted journey: car premium (products page → first car premium, median of ${carPremium.runs.length} runs):`,
    )
    console.log(`  car premium   ${milestone(car)}  (goal ≤ 60 s, ≤ 12: ${carGoal})`)
  } finally {
    server.kill('SIGTERM')
  }
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
    ],
  })

async function measureWelcome() {
  const browser = await launch()
  try {
    const page = await browser.newPage()
    const paths = new Set<string>()
    page.on('request', (request) => {
      const type = request.resourceType()
      if (type === 'script' || type === 'stylesheet') paths.add(new URL(request.url()).pathname)
    })
    await page.goto(`http://${PARTNER}.localhost:${PORT}/welcome`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).waitFor()
    const files = [...paths].sort().map((path) => {
      const bytes = readFileSync(`dist${path}`)
      return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    })
    const sum = (ext: string) => files.filter((f) => f.path.endsWith(ext)).reduce((n, f) => n + f.gzip, 0)
    return { files, jsGzip: sum('.js'), cssGzip: sum('.css') }
  } finally {
    await browser.close()
  }
}

/** The journey JOURNEY_RUNS times, each a new customer in a fresh browser context. */
async function measureJourney() {
  const browser = await launch()
  try {
    const runs = []
    for (let i = 0; i < JOURNEY_RUNS; i += 1)
      runs.push(await runJourney(browser, `http://${PARTNER}.localhost:${PORT}`))
    return { median: medianRun(runs), runs }
  } finally {
    await browser.close()
  }
}

/** The car premium journey JOURNEY_RUNS times, each a new customer in a fresh browser context. */
async function measureCarPremium() {
  const browser = await launch()
  try {
    const runs: Milestone[] = []
    for (let i = 0; i < JOURNEY_RUNS; i += 1)
      runs.push(await runCarJourney(browser, `http://${PARTNER}.localhost:${PORT}`))
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    return {
      median: {
        seconds: median(runs.map((r) => r.seconds)),
        interactions: median(runs.map((r) => r.interactions)),
      },
      runs,
    }
  } finally {
    await browser.close()
  }
}

async function p99(path: string): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections: 50,
    duration: DURATION,
    headers: { host: `${PARTNER}.localhost:${PORT}` },
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.latency.p99
}

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    spawn(command, args, { stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed`)),
    )
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
