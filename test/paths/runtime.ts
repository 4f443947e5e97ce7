import { expect, type BrowserContext, type Page } from '@playwright/test'
import { encodeTestFaults, TEST_FAULT_COOKIE, type TestFault } from '../../api/contract/test-fault'
import { axeFindings } from '../e2e/fixtures'
import { partnerUrl } from '../e2e/helpers'

/** What a generated step expects once its action is done. */
export interface Expected {
  /** The state's visible sign: an element by role and name. */
  see?: { role: Parameters<Page['getByRole']>[0] | 'label' | 'text'; name: string; exact?: boolean }
  /** The screen's route (TanStack style, `$param` for any segment). */
  route?: string
  /** Data-layer events core-funnel §7 expects since the step before. */
  dataLayer?: string[]
}

/**
 * The screens axe has read in this worker: a state's screen (its address, state and sign) is the same
 * screen on every path through it, so each is checked once (the first path to show it reports it).
 */
const checked = new Set<string>()

const routePattern = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\$\w+/g, '[^/]+')}/?$`)

/**
 * The runtime of the generated path tests (test/generated/*.spec.ts): each step's checks (the state's
 * sign, the screen, the data-layer events, axe) and the fault control. One per test.
 */
export class PathRun {
  private seen = 0
  private partner = 'zzp'
  /** What a named step leaves for the next (the policy it bought). */
  readonly memo: Record<string, unknown> = {}

  constructor(
    readonly page: Page,
    private readonly context: BrowserContext,
  ) {}

  /** Opens the partner's site (the start of every path). */
  async open(partner: string, path = '/') {
    this.partner = partner
    await this.page.goto(partnerUrl(partner, path))
  }

  url(path: string) {
    return partnerUrl(this.partner, path)
  }

  /** The next call of the route is answered as the fault says (until `unforce`). */
  async force(fault: TestFault) {
    this.faults = [...this.faults.filter((f) => f.route !== fault.route), fault]
    await this.setFaults()
  }

  /** Lifts the fault of that route (once its outcome shows), or every fault. Others stay armed. */
  async unforce(fault?: TestFault) {
    this.faults = fault ? this.faults.filter((f) => f.route !== fault.route) : []
    await this.setFaults()
  }

  /** Armed faults, one per route: a refusal and the reload it causes can both be forced. */
  private faults: TestFault[] = []
  private async setFaults() {
    if (this.faults.length === 0) return this.context.clearCookies({ name: TEST_FAULT_COOKIE })
    await this.context.addCookies([
      { name: TEST_FAULT_COOKIE, value: encodeTestFaults(this.faults), url: partnerUrl(this.partner) },
    ])
  }

  /** After a step: the state shows, on its screen, with its data-layer events, and axe finds nothing serious. */
  async expect(step: string, expected: Expected & { state?: string }) {
    const { page } = this
    const { see } = expected
    const sign = !see
      ? undefined
      : see.role === 'label'
        ? page.getByLabel(see.name, { exact: see.exact })
        : see.role === 'text'
          ? page.getByText(see.name, { exact: see.exact })
          : page.getByRole(see.role, { name: see.name, exact: see.exact })
    if (see && sign) await expect(sign.first(), `${step}: shows ${see!.role} “${see!.name}”`).toBeVisible()
    if (expected.route)
      await expect
        .poll(() => new URL(page.url()).pathname, { message: `${step}: on ${expected.route}` })
        .toMatch(routePattern(expected.route))
    await this.dataLayer(step, expected.dataLayer ?? [])
    const screen = `${new URL(page.url()).pathname}|${expected.state ?? ''}|${expected.see?.name ?? ''}`
    if (checked.has(screen)) return
    checked.add(screen)
    const findings = await axeFindings(page)
    expect(findings, `${step}: axe finds no critical or serious violation`).toEqual([])
  }

  /**
   * The events pushed since the last step that expected any (a page load starts a new data layer): an
   * event an outcome causes may land while the action that caused it is still being checked.
   */
  private async dataLayer(step: string, wanted: string[]) {
    const read = () =>
      this.page.evaluate(() =>
        (window.dataLayer ?? []).map((e) => (typeof e.event === 'string' ? e.event : '')),
      )
    let events = await read()
    if (events.length < this.seen) this.seen = 0
    if (wanted.length === 0) return
    for (const event of wanted)
      await expect
        .poll(
          async () => {
            events = await read()
            return events.slice(this.seen)
          },
          { message: `${step}: data-layer event ${event}` },
        )
        .toContain(event)
    this.seen = events.length
  }
}
