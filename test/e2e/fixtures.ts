import { appendFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

export { expect }

/** A violation as the report names it: where, which rule, how bad, on what. */
export interface Finding {
  path: string
  rule: string
  impact: string
  targets: string[]
  help: string
  /** axe's account of the first node (for contrast: the colours and the ratio). */
  summary: string
}

const SERIOUS = new Set(['critical', 'serious'])

/** The axe run under way on each page: a test's own check and the fixture's never overlap. */
const running = new WeakMap<Page, Promise<unknown>>()

/** The critical and serious axe violations of the page as it is now. */
export function axeFindings(page: Page): Promise<Finding[]> {
  // axe refuses a second run while one is under way ("Axe is already running"): one after the other.
  const run = (running.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => analyze(page))
  running.set(page, run)
  return run
}

/** Present while axe reads the page: every CSS transition jumps to its end (one starting meanwhile too). */
const SETTLED_STYLE = 'axe-settled'

async function analyze(page: Page): Promise<Finding[]> {
  // Colours read mid-transition (a panel fading in measured 1.09:1; a menu's veil fading out under a
  // loaded CI machine, 3.3:1) are no finding: transitions end at once while axe reads, and finite
  // animations are let end first (the promo ticker runs forever; two seconds at most).
  await page
    .evaluate((id) => {
      const style = document.createElement('style')
      style.id = id
      style.textContent = '*, *::before, *::after { transition: none !important; }'
      document.head.append(style)
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }, SETTLED_STYLE)
    .catch(() => undefined)
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    )
    .catch(() => undefined)
  // The WCAG 2.1 A and AA rules: what "accessible to all" is measured by (best practices aside).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() =>
      page.evaluate((id) => document.getElementById(id)?.remove(), SETTLED_STYLE).catch(() => undefined),
    )
  const path = new URL(page.url()).pathname
  return violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .map((v) => ({
      path,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      help: v.help,
      summary: (v.nodes[0]?.failureSummary ?? '').slice(0, 300),
    }))
}

/**
 * Every screen the suite shows is checked with axe (issue 17: no critical or serious violation anywhere):
 * each page of a test's context once it has loaded after a navigation (SPA route changes too), and the page
 * as the test leaves it. A screen is its path and its main heading; each is checked once per worker (the
 * first test to show it reports it), which keeps the suite's time near what it was. A check the page
 * navigates away from midway is skipped; the next screen is checked instead. The test fails on any
 * finding, listed by path and rule.
 */
export const test = base.extend<{ axe: boolean }, { axeScreens: Set<string> }>({
  // Off only where axe cannot run: a page without JavaScript (its run waits on timers that never fire there).
  axe: [true, { option: true }],
  axeScreens: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => provide(new Set<string>()),
    { scope: 'worker' },
  ],
  context: async ({ context, axeScreens, axe }, provide) => {
    if (!axe) return provide(context)
    const findings: Finding[] = []
    const watched: Page[] = []
    let queue = Promise.resolve()
    const check = (page: Page) => {
      queue = queue.then(async () => {
        if (page.isClosed() || page.url().startsWith('about:')) return
        try {
          await page.waitForLoadState('load', { timeout: 5_000 })
          // Let the route's screen settle (data, lazy chunks) before reading it.
          await page.waitForTimeout(300)
          const heading = await page
            .locator('h1')
            .first()
            .textContent({ timeout: 1_000 })
            .catch(() => '')
          const screen = `${new URL(page.url()).pathname}|${heading}`
          if (axeScreens.has(screen)) return
          axeScreens.add(screen)
          findings.push(...(await axeFindings(page)))
        } catch {
          // Navigated or closed meanwhile: the next screen is checked instead.
        }
      })
    }
    const watch = (page: Page) => {
      watched.push(page)
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && !page.url().startsWith('about:')) check(page)
      })
    }
    context.pages().forEach(watch)
    context.on('page', watch)
    await provide(context)
    for (const page of watched) if (!page.isClosed()) check(page)
    await queue
    const unique = [...new Map(findings.map((f) => [JSON.stringify(f), f])).values()]
    // AXE_REPORT=<file>: collect every test's findings there instead of failing (a survey of the suite).
    const report = process.env.AXE_REPORT
    if (report) appendFileSync(report, unique.map((f) => `${JSON.stringify(f)}\n`).join(''))
    else expect(unique, 'axe: critical or serious violations').toEqual([])
  },
})
