// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { coverageText, rulesCoverage } from '../../machines/graph/coverage'
import { defineJourney } from '../../machines/graph/journey'
import { generatePaths } from '../../machines/graph/paths'
import { RULE_IDS } from '../../machines/graph/rules'

type Event = { type: 'user.submit'; iban: boolean } | { type: 'server.refuse'; output: { code: string } }

/** A form whose state checks the IBAN, whose submit confirms the formalities, and a refusal with a code. */
const form = setup({ types: { events: {} as Event } }).createMachine({
  id: 'form',
  initial: 'editing',
  states: {
    editing: {
      meta: { rules: ['forms §5 IBAN'] },
      on: {
        'user.submit': { target: 'sent', meta: { rules: ['forms §5 Formalities'] } },
        'server.refuse': { target: 'refused', meta: { rules: ['forms §8 UWM01', 'forms §8 UWM02'] } },
      },
    },
    sent: { type: 'final' },
    refused: { type: 'final' },
  },
})
const journey = defineJourney({
  id: 'form',
  title: 'Form',
  description: 'A tagged form.',
  machine: form,
  inputs: [undefined],
  events: [
    { type: 'user.submit', iban: true },
    { type: 'server.refuse', output: { code: 'UWM01' } },
    { type: 'server.refuse', output: { code: 'UWM02' } },
  ],
  limit: 50,
})

describe('rules coverage', () => {
  const coverage = rulesCoverage([{ journey, paths: generatePaths(journey) }])
  const pathsOf = (rule: string) => coverage.rules.find((r) => r.rule === rule)!.paths

  it('lists the paths through a tagged state and those taking a tagged transition', () => {
    expect(pathsOf('forms §5 IBAN').map((p) => p.path)).toEqual([1, 2])
    expect(pathsOf('forms §5 Formalities')).toEqual([{ journey: 'form', path: 1 }])
  })

  it('counts a refusal code only for a path whose event carries it (all paths when covering ones miss it)', () => {
    const [one, two] = [pathsOf('forms §8 UWM01'), pathsOf('forms §8 UWM02')]
    expect(one.length + two.length).toBe(2)
    expect([...one, ...two].filter((p) => p.all)).toHaveLength(1)
    expect(one[0]!.path).not.toBe(two[0]!.path)
  })

  it('lists every other rule of the catalogue as covered by no path', () => {
    expect(coverage.rules.map((r) => r.rule)).toEqual(RULE_IDS)
    expect(coverage.uncovered).toHaveLength(RULE_IDS.length - 4)
    expect(coverage.uncovered).not.toContain('forms §5 IBAN')
  })

  it('prints each rule with its paths, then those no path covers', () => {
    const text = coverageText(coverage)
    expect(text).toContain('- forms §5 IBAN (')
    expect(text).toMatch(/forms §5 IBAN \(.*\): form 1, 2\n/)
    expect(text).toMatch(/forms §8 UWM0\d \(.*\): form --every-path \d\n/)
    expect(text.split('## Not covered by any path')[1]).toContain('- forms §5 E-mail')
  })
})
