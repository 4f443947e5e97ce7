import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { routes } from '../../../api/contract/routes'
import type { PathInWords, PathsDocument, StateInWords } from '../../../machines/graph/export'
import type { Act, EventCase, Force, JourneyScript, Target } from './types'

const name = (i18n: I18n, target: Target) => i18n._(target.name)

/** One action in the words of the screen. */
function actWords(i18n: I18n, act: Act): string {
  if ('click' in act) return i18n._(msg`Klik op ‘${name(i18n, act.click)}’`)
  if ('check' in act) return i18n._(msg`Kies ‘${name(i18n, act.check)}’`)
  if ('fill' in act)
    return typeof act.value === 'string'
      ? i18n._(msg`Vul bij ‘${name(i18n, act.fill)}’ ‘${act.value}’ in`)
      : act.value.from === 'max'
        ? i18n._(msg`Vul bij ‘${name(i18n, act.fill)}’ de laatste datum in die het veld toestaat`)
        : i18n._(msg`Vul bij ‘${name(i18n, act.fill)}’ de eerste datum in die het veld toestaat`)
  if ('choose' in act) return i18n._(msg`Kies bij ‘${name(i18n, act.choose)}’ ‘${i18n._(act.option)}’`)
  if ('goto' in act) return i18n._(msg`Open ${act.goto}`)
  if ('reload' in act) return i18n._(msg`Laad de pagina opnieuw`)
  return i18n._(act.does)
}

/** How a tester forces an outcome no screen can cause (docs/path-tests.md). */
function forceWords(i18n: I18n, force: Force): string {
  const route = routes[force.route]
  const call = `\`${route.method} ${route.path}\``
  const body = force.body ? ` \`${JSON.stringify(force.body)}\`` : ''
  return i18n._(
    msg`Forceer dit vóór de vorige handeling met de testcontrole (cookie test-fault, docs/path-tests.md): ${call} antwoordt ${force.status}${body}.`,
  )
}

function where(i18n: I18n, script: JourneyScript, state: StateInWords): string {
  const id = [...state.states].reverse().find((s) => script.states[s])
  const says = id ? i18n._(script.states[id]!.says) : state.value
  const signId = [...state.states].reverse().find((s) => script.states[s]?.see)
  const see = signId ? script.states[signId]!.see : undefined
  const parts = [`**${says}**`]
  if (see) parts.push(i18n._(msg`Je ziet ‘${i18n._(see.name)}’.`))
  if (state.route) parts.push(i18n._(msg`Scherm \`${state.route}\`.`))
  return parts.join(' ')
}

function pathMarkdown(i18n: I18n, script: JourneyScript, path: PathInWords): string[] {
  const cases = path.steps.map((s) => s.event as EventCase)
  const setup = script.setup({ index: path.inputIndex, value: path.input }, cases)
  const count = path.steps.length
  const lines = ['', `## ${i18n._(msg`Pad ${path.number} (${count} stappen)`)}`, '']
  const start = setup.act.map((act) => actWords(i18n, act)).join('; ')
  lines.push(i18n._(msg`Begin: ${start}.`), `   → ${where(i18n, script, path.start)}`)
  if (setup.impossible) lines.push(`   ${i18n._(msg`Niet mogelijk: ${i18n._(setup.impossible)}`)}`)
  lines.push('')
  path.steps.forEach((step, i) => {
    const event = script.event(cases[i]!)
    lines.push(`${step.number}. ${i18n._(event.does)}`)
    if (event.act?.length) lines.push(`   ${event.act.map((act) => actWords(i18n, act)).join('; ')}.`)
    if (event.force) lines.push(`   ${forceWords(i18n, event.force)}`)
    if (event.dataLayer?.length) lines.push(`   ${i18n._(msg`Data-layer: ${event.dataLayer.join(', ')}.`)}`)
    if (event.impossible) lines.push(`   ${i18n._(msg`Niet mogelijk: ${i18n._(event.impossible)}`)}`)
    if (event.manual) lines.push(`   ${i18n._(msg`Nog niet geautomatiseerd: ${i18n._(event.manual)}`)}`)
    lines.push(`   → ${where(i18n, script, step)}`)
  })
  return lines
}

/** The test script a tester follows, in the screen's words of the chosen language. */
export function toMarkdownScript(doc: PathsDocument, script: JourneyScript, i18n: I18n): string {
  const { states, transitions } = doc.coverage
  const paths = doc.paths.length
  const lines = [
    `# ${i18n._(msg`${i18n._(script.title)}: testpaden`)}`,
    '',
    i18n._(script.about),
    '',
    i18n._(
      msg`${paths} paden nemen samen elke overgang: overgangen ${transitions.covered}/${transitions.total}, toestanden ${states.covered}/${states.total}. Elk pad begint opnieuw, als een nieuwe klant. Na elke stap kijk je of de pagina zegt wat er na de pijl staat.`,
    ),
  ]
  for (const path of doc.paths) lines.push(...pathMarkdown(i18n, script, path))
  return `${lines.join('\n')}\n`
}
