import type { I18n } from '@lingui/core'
import type { PathInWords, PathsDocument, StateInWords } from '../../../machines/graph/export'
import type { Act, EventCase, EventScript, Force, JourneyScript, Target } from './types'

const q = (value: unknown) => JSON.stringify(value)

/** A target as a Playwright locator, in the words of the language the test runs in. */
function locator(i18n: I18n, target: Target): string {
  const find = (t: { role: string; name?: Target['name']; exact?: boolean }) =>
    t.name === undefined
      ? `getByRole(${q(t.role)})`
      : t.role === 'label' || t.role === 'text'
        ? `${t.role === 'label' ? 'getByLabel' : 'getByText'}(${q(i18n._(t.name))}${t.exact ? ', { exact: true }' : ''})`
        : `getByRole(${q(t.role)}, { name: ${q(i18n._(t.name))}${t.exact ? ', exact: true' : ''} })`
  return target.within ? `page.${find(target.within)}.${find(target)}` : `page.${find(target)}`
}

/** One action as the test's code. */
function actCode(i18n: I18n, act: Act): string[] {
  if ('click' in act) return [`await ${locator(i18n, act.click)}.click()`]
  if ('check' in act) return [`await ${locator(i18n, act.check)}.check()`]
  if ('fill' in act) {
    const field = locator(i18n, act.fill)
    return typeof act.value === 'string'
      ? [`await ${field}.fill(${q(act.value)})`]
      : [`await ${field}.fill((await ${field}.getAttribute(${q(act.value.from)})) ?? '')`]
  }
  if ('choose' in act)
    return [
      `await ${locator(i18n, act.choose)}.click()`,
      `await page.getByRole('option', { name: ${q(i18n._(act.option))} }).click()`,
    ]
  if ('goto' in act) return [`await page.goto(run.url(${q(act.goto)}))`]
  if ('reload' in act) return ['await page.reload()']
  return [`await drive.${act.call}(run, ${q(act.args ?? {})})`]
}

/**
 * What the test expects in a state: the sign of the deepest state that has one, and its screen. A leaf
 * without a sign only flashes by (a busy state): the page may already show the next state, so neither
 * a sign nor the screen is checked there.
 */
function expected(i18n: I18n, script: JourneyScript, state: StateInWords, dataLayer: string[] = []) {
  const layer = dataLayer.length ? { dataLayer } : {}
  const deepest = [...state.states].reverse().find((id) => script.states[id])
  if (deepest !== undefined && !script.states[deepest]!.see) return { state: state.value, ...layer }
  const sign = [...state.states].reverse().find((id) => script.states[id]?.see)
  const see = sign ? script.states[sign]!.see! : undefined
  return {
    state: state.value,
    ...(see
      ? { see: { role: see.role, name: i18n._(see.name), ...(see.exact ? { exact: true } : {}) } }
      : {}),
    ...(state.route ? { route: state.route } : {}),
    ...layer,
  }
}

/** The step whose action makes the call a forced outcome answers: the last one before it that acts. */
function triggers(events: EventScript[]): Map<number, Force[]> {
  const at = new Map<number, Force[]>()
  events.forEach((event, j) => {
    if (!event.force) return
    let i = j - 1
    while (i >= 0 && !events[i]!.act?.length) i--
    at.set(i, [...(at.get(i) ?? []), event.force])
  })
  return at
}

const stateWords = (i18n: I18n, script: JourneyScript, state: StateInWords) => {
  const id = [...state.states].reverse().find((s) => script.states[s])
  return id ? i18n._(script.states[id]!.says) : state.value
}

function pathTest(i18n: I18n, script: JourneyScript, path: PathInWords): string[] {
  const cases = path.steps.map((step) => step.event as EventCase)
  const events = cases.map((event) => script.event(event))
  const impossible = events.find((e) => e.impossible)
  const manual = events.find((e) => e.manual)
  const end = path.steps.at(-1) ?? path.start
  const name = `path ${path.number}: ${stateWords(i18n, script, path.start)} → ${stateWords(i18n, script, end)}`
  if (impossible) return [`  // ${name}: not written, ${i18n._(impossible.impossible!)}`, '']
  const setup = script.setup({ index: path.inputIndex, value: path.input }, cases)
  if (setup.impossible) return [`  // ${name}: not written, ${i18n._(setup.impossible)}`, '']
  const forces = triggers(events)
  const arm = (i: number) => (forces.get(i) ?? []).map((force) => `    await run.force(${q(force)})`)
  const lines = manual
    ? [`  // ${i18n._(manual.manual!)}`, `  test.fixme(${q(name)}, async ({ page, run }) => {`]
    : [`  test(${q(name)}, async ({ page, run }) => {`]
  lines.push(`    await run.open(${q(setup.partner ?? 'zzp')})`)
  setup.act.forEach((act, k) => {
    if (k === setup.act.length - 1) lines.push(...arm(-1))
    lines.push(...actCode(i18n, act).map((l) => `    ${l}`))
  })
  if (setup.act.length === 0) lines.push(...arm(-1))
  lines.push(`    await run.expect('start', ${q(expected(i18n, script, path.start))})`)
  path.steps.forEach((step, i) => {
    const event = events[i]!
    lines.push('', `    // ${step.number}. ${i18n._(event.does)} (${step.event.type})`)
    lines.push(...arm(i))
    for (const act of event.act ?? []) lines.push(...actCode(i18n, act).map((l) => `    ${l}`))
    const label = `step ${step.number}: ${i18n._(event.does)}`
    lines.push(`    await run.expect(${q(label)}, ${q(expected(i18n, script, step, event.dataLayer))})`)
    if (event.force) lines.push(`    await run.unforce(${q(event.force)})`)
  })
  lines.push('  })', '')
  // A path of named steps only never touches the page itself.
  const at = manual ? 1 : 0
  if (!lines.slice(at + 1).some((line) => /\bpage\./.test(line)))
    lines[at] = lines[at]!.replace('{ page, run }', '{ run }')
  return lines
}

/**
 * The journey's paths as a Playwright spec that runs as it is against a server with the test controls
 * (docs/path-tests.md): each path signs in and sets up through the script's setup, acts as a person
 * does, and after every step checks the state's sign, its screen, the data-layer events and axe.
 */
export function toPlaywrightSpec(doc: PathsDocument, script: JourneyScript, i18n: I18n): string {
  const lines = [
    `// Generated by \`npm run paths -- ${doc.journey.id} --format playwright\` from the ${doc.journey.id} chart`,
    '// and its script (views/journeys/script). Do not edit: change the script or the chart, and generate again.',
    "import { drive } from '../paths/drive'",
    "import { test } from '../paths/fixtures'",
    '',
    `test.describe(${q(i18n._(script.title))}, () => {`,
    '  test.describe.configure({ timeout: 240_000 })',
    '',
  ]
  for (const path of doc.paths) lines.push(...pathTest(i18n, script, path))
  lines.push('})', '')
  // The drive only when a path names one of its steps (an unused import is an error in strict TypeScript).
  const spec = lines.join('\n')
  return spec.includes('drive.') ? spec : spec.replace("import { drive } from '../paths/drive'\n", '')
}
