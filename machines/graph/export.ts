import type { Journey } from './journey'
import { coveringPaths, type GeneratedPaths, type JourneyPath } from './paths'
import { chartOf, eventLabel, type ChartState } from './structure'

/** A state as a tester reads it after a step: where the journey is, what that means, which screen. */
export interface StateInWords {
  /** The snapshot value as text (`journey.normal`). */
  value: string
  /** The active state ids, leaves last (a script reads its words and signs by these). */
  states: string[]
  /** The deepest active state's description (or the nearest described state it is in). */
  description: string | null
  route: string | null
  step: string | null
}

export interface StepInWords extends StateInWords {
  number: number
  event: { type: string; [key: string]: unknown }
  /** The event in words (the journey's own words, else derived from its type). */
  text: string
}

export interface PathInWords {
  number: number
  /** Which of the journey's inputs it starts from, and that input. */
  inputIndex: number
  input: unknown
  start: StateInWords
  steps: StepInWords[]
  transitions: string[]
}

export interface PathsDocument {
  journey: { id: string; title: string; description: string }
  coverage: GeneratedPaths['coverage']
  /** Whether these are all generated paths or the few that together take every transition. */
  selection: 'covering' | 'all'
  paths: PathInWords[]
}

/** `user.acceptDisclaimer` → "user: accept disclaimer"; invoke outcomes as "prepareCheckout succeeds/fails". */
export function eventInWords(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
  if (done) return `${done[1]} succeeds`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type)
  if (error) return `${error[1]} fails`
  const [who, what] = type.includes('.')
    ? [type.slice(0, type.indexOf('.')), type.slice(type.indexOf('.') + 1)]
    : ['', type]
  const words = eventLabel(what)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return who ? `${who}: ${words}` : words
}

/**
 * What the tester reads about a state: for each active leaf (one, or one per parallel region) the
 * description of the leaf or the nearest state it is in; the screen of the deepest state with a route.
 */
function stateInWords(ids: string[], value: string, states: Map<string, ChartState>): StateInWords {
  const active = ids.map((id) => states.get(id)).filter((s): s is ChartState => s !== undefined)
  const ancestry = (s: ChartState): ChartState[] => {
    const parent = s.parent ? states.get(s.parent) : undefined
    return parent ? [s, ...ancestry(parent)] : [s]
  }
  const leaves = active.filter((s) => s.type === 'atomic' || s.type === 'final')
  const described = leaves.map((leaf) => ancestry(leaf).find((s) => s.description)?.description)
  const deepestFirst = [...active].reverse()
  const first = <K extends 'route' | 'step'>(key: K) => deepestFirst.find((s) => s[key])?.[key] ?? null
  const description = [...new Set(described.filter((d): d is string => !!d))].join(' / ') || null
  return { value, states: ids, description, route: first('route'), step: first('step') }
}

/** The paths as data a tester (or a tool) can follow: numbered steps with words, states and screens. */
export function pathsDocument(
  journey: Journey,
  generated: GeneratedPaths,
  all = false,
  /** How well a path can be walked, 0 best (a script's judgement; see `coveringPaths`). */
  rank?: (path: JourneyPath) => number,
): PathsDocument {
  const states = new Map(chartOf(journey.machine).states.map((s) => [s.id, s]))
  const chosen: JourneyPath[] = all ? generated.paths : coveringPaths(generated.paths, rank)
  const describe = (event: StepInWords['event']) => journey.describeEvent?.(event) ?? eventInWords(event.type)
  return {
    journey: { id: journey.id, title: journey.title, description: journey.description },
    coverage: generated.coverage,
    selection: all ? 'all' : 'covering',
    paths: chosen.map((path, i) => ({
      number: i + 1,
      inputIndex: path.inputIndex,
      input: path.input ?? null,
      start: stateInWords(path.start, path.startValue, states),
      steps: path.steps.map((step, j) => ({
        number: j + 1,
        event: step.event,
        text: describe(step.event),
        ...stateInWords(step.states, step.value, states),
      })),
      transitions: path.transitions,
    })),
  }
}

const screen = (s: StateInWords) =>
  s.route ? ` Screen \`${s.route}\`${s.step ? ` (steps bar: ${s.step})` : ''}.` : ''
const where = (s: StateInWords) => `**${s.value}**${s.description ? ` — ${s.description}` : ''}${screen(s)}`

/** Markdown a tester follows: each path numbered, each step an action and the state it leads to. */
export function toMarkdown(doc: PathsDocument): string {
  const { states, transitions } = doc.coverage
  const lines = [
    `# ${doc.journey.title}: test paths`,
    '',
    doc.journey.description,
    '',
    `${doc.paths.length} ${doc.selection === 'covering' ? 'paths take every transition' : 'paths (all generated)'}: ` +
      `transitions ${transitions.covered}/${transitions.total}, states ${states.covered}/${states.total}. ` +
      'Each path starts afresh. Steps in `code` are the machine’s event names.',
  ]
  for (const path of doc.paths) {
    lines.push(
      '',
      `## Path ${path.number} (${path.steps.length} ${path.steps.length === 1 ? 'step' : 'steps'})`,
      '',
    )
    if (path.input && Object.keys(path.input).length)
      lines.push(`Input: \`${JSON.stringify(path.input)}\``, '')
    lines.push(`Start: ${where(path.start)}`, '')
    for (const step of path.steps)
      lines.push(`${step.number}. ${step.text} (\`${step.event.type}\`)`, `   → ${where(step)}`)
  }
  return `${lines.join('\n')}\n`
}
