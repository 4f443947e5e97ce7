import type { Journey } from './journey'
import { coveringPaths, type GeneratedPaths, type JourneyPath } from './paths'
import { RULE_IDS, RULES, type RuleId } from './rules'
import { chartOf } from './structure'

const REFUSAL = 'forms §8 '

/** A generated path as `npm run paths -- <journey>` numbers it (the covering paths, from 1). */
export interface PathRef {
  journey: string
  path: number
  /** Numbered among all generated paths (`npm run paths -- <journey> --every-path`), not the covering ones. */
  all?: true
}

export interface RuleCoverage {
  rule: RuleId
  note: string
  /** The covering paths that pass through a state or take a transition tagged with the rule. */
  paths: PathRef[]
}

export interface RulesCoverage {
  rules: RuleCoverage[]
  /** Rules of the catalogue no generated path exercises. */
  uncovered: RuleId[]
}

/** The codes a path's events carry (a refusal's `output.code`, a failure's `error.code`). */
const codesOf = (path: JourneyPath) =>
  new Set(
    path.steps.flatMap(({ event }) =>
      [event.output, event.error].map((o) => (o as { code?: unknown } | undefined)?.code),
    ),
  )

/**
 * The rules one path exercises: those of the states it is in and of the transitions it takes. A refusal
 * code (`forms §8 UWM03`) counts only when one of the path's events carries that code: the refusal page
 * shows the one code it was given.
 */
function rulesOnPath(
  path: JourneyPath,
  stateRules: Map<string, string[]>,
  transitionRules: Map<string, string[]>,
) {
  const states = new Set([...path.start, ...path.steps.flatMap((step) => step.states)])
  const codes = codesOf(path)
  const tagged = [
    ...[...states].flatMap((id) => stateRules.get(id) ?? []),
    ...path.transitions.flatMap((key) => transitionRules.get(key) ?? []),
  ]
  return new Set(tagged.filter((rule) => !rule.startsWith(REFUSAL) || codes.has(rule.slice(REFUSAL.length))))
}

/**
 * Which generated paths exercise each rule of the catalogue (rules.ts), numbered as the QA export
 * numbers them (the covering paths), and which rules no path exercises.
 */
export function rulesCoverage(
  /** Each journey's paths, and how well each can be walked (its script's rank, `coveringPaths`). */
  generated: readonly { journey: Journey; paths: GeneratedPaths; rank?: (path: JourneyPath) => number }[],
): RulesCoverage {
  const byRule = new Map<string, PathRef[]>(RULE_IDS.map((id) => [id, []]))
  const rulesOf = generated.map(({ journey, paths, rank }) => {
    const chart = chartOf(journey.machine)
    const stateRules = new Map(chart.states.map((s) => [s.id, s.rules]))
    const transitionRules = new Map(chart.transitions.map((t) => [t.key, t.rules]))
    return { journey, paths, rank, on: (path: JourneyPath) => rulesOnPath(path, stateRules, transitionRules) }
  })
  for (const { journey, paths, rank, on } of rulesOf)
    coveringPaths(paths.paths, rank).forEach((path, index) => {
      for (const rule of on(path)) byRule.get(rule)?.push({ journey: journey.id, path: index + 1 })
    })
  // A rule the covering paths miss (one refusal code each, the covering paths take its transition once)
  // is looked for among all generated paths, numbered as `--every-path` numbers them.
  for (const { journey, paths, on } of rulesOf)
    paths.paths.forEach((path, index) => {
      for (const rule of on(path))
        if (byRule.get(rule)?.every((ref) => ref.all))
          byRule.get(rule)!.push({ journey: journey.id, path: index + 1, all: true })
    })
  const rules = RULE_IDS.map((rule) => ({ rule, note: RULES[rule], paths: byRule.get(rule)! }))
  return { rules, uncovered: rules.filter((r) => r.paths.length === 0).map((r) => r.rule) }
}

/** Paths as `checkout 3, 5; forms 1; carJourney --every-path 12, 14` (per journey, in order). */
const pathsText = (paths: PathRef[]) => {
  const groups = [...new Set(paths.map((p) => `${p.journey}${p.all ? ' --every-path' : ''}`))]
  return groups
    .map(
      (g) =>
        `${g} ${paths
          .filter((p) => `${p.journey}${p.all ? ' --every-path' : ''}` === g)
          .map((p) => p.path)
          .join(', ')}`,
    )
    .join('; ')
}

/** The coverage report as text: each rule with its paths, then the rules no path covers. */
export function coverageText({ rules, uncovered }: RulesCoverage): string {
  const lines = [
    '# Spec rules covered by the generated paths',
    '',
    'Path numbers as `npm run paths -- <journey>` numbers them; `--every-path`: as `npm run paths -- <journey> --every-path` numbers them.',
    '',
  ]
  for (const { rule, note, paths } of rules)
    lines.push(`- ${rule} (${note}): ${paths.length ? pathsText(paths) : 'no path'}`)
  lines.push('', '## Not covered by any path', '')
  lines.push(...(uncovered.length ? uncovered.map((rule) => `- ${rule}`) : ['(none)']))
  return `${lines.join('\n')}\n`
}
