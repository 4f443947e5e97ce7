// @vitest-environment node
/**
 * The rules catalogue (machines/graph/rules.ts) against the spec: every validation rule of
 * forms-and-journeys §5 (its table's fields and the formalities) and every refusal code of §8. The
 * sections are read from the shared spec where it is checked out, else from their copies in fixtures/
 * (which must then equal the spec's, so a new rule in the spec fails here).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CAR_REFUSAL_CODES } from '../../api/contract/refusals'
import { journeys } from '../../machines'
import { RULE_IDS, RULES } from '../../machines/graph/rules'
import { chartOf } from '../../machines/graph/structure'

const SPEC = process.env.FORMS_SPEC ?? '/work/shared/spec/forms-and-journeys.md'
const fixture = (name: string) => `${readFileSync(join(__dirname, 'fixtures', name), 'utf8').trimEnd()}\n`

/** A `## n.` section of the spec, up to the next one. */
const sectionOf = (spec: string, n: number) => {
  const start = spec.indexOf(`\n## ${n}. `) + 1
  const end = spec.indexOf('\n## ', start + 1)
  return `${spec.slice(start, end < 0 ? undefined : end).trimEnd()}\n`
}
const spec = existsSync(SPEC) ? readFileSync(SPEC, 'utf8') : null
const validation = spec ? sectionOf(spec, 5) : fixture('forms-spec-5.md')
const errors = spec ? sectionOf(spec, 8) : fixture('forms-spec-8.md')

/** The first cell of each body row of the section's first table. */
const tableFields = (section: string) =>
  section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => line.split('|')[1]!.trim())

describe('the rules catalogue', () => {
  it.runIf(spec !== null)('has copies of §5 and §8 equal to the spec’s', () => {
    expect(fixture('forms-spec-5.md')).toBe(validation)
    expect(fixture('forms-spec-8.md')).toBe(errors)
  })

  it('lists every validation rule of forms §5', () => {
    const fields = tableFields(validation)
    expect(fields.length).toBeGreaterThan(15)
    expect(fields.map((f) => `forms §5 ${f}`).filter((id) => !RULE_IDS.includes(id as never))).toEqual([])
    if (/Formalities the customer must confirm/.test(validation))
      expect(RULE_IDS).toContain('forms §5 Formalities')
  })

  it('lists every refusal code of forms §8', () => {
    const codes = [...new Set(errors.match(/\b[A-Z]{3}\d{2,3}\b/g) ?? [])]
    expect(codes.length).toBeGreaterThan(10)
    expect(codes.map((c) => `forms §8 ${c}`).filter((id) => !RULE_IDS.includes(id as never))).toEqual([])
    // The app's refusal codes are the spec's.
    expect([...CAR_REFUSAL_CODES].sort()).toEqual([...codes].sort())
  })

  it('lists nothing the spec does not have, each with a note', () => {
    const fields = new Set([...tableFields(validation), 'Formalities'])
    const codes = new Set(errors.match(/\b[A-Z]{3}\d{2,3}\b/g) ?? [])
    for (const id of RULE_IDS) {
      const [, section, name] = /^forms §(\d) (.+)$/.exec(id)!
      expect(section === '5' ? fields.has(name!) : codes.has(name!)).toBe(true)
      expect(RULES[id].length).toBeGreaterThan(5)
    }
  })

  it('is what the charts tag: every tag is a rule and every rule is tagged somewhere', () => {
    const charts = journeys.map((j) => chartOf(j.machine))
    const tags = charts.flatMap((c) => [...c.states, ...c.transitions].flatMap((x) => x.rules))
    expect(tags.filter((tag) => !RULE_IDS.includes(tag as never))).toEqual([])
    expect(RULE_IDS.filter((id) => !tags.includes(id))).toEqual([])
  })

  it('shows a state’s and a transition’s rules in the chart', () => {
    const forms = chartOf(journeys.find((j) => j.id === 'forms')!.machine)
    expect(forms.states.find((s) => s.id === 'forms.payment')?.rules).toEqual([
      'forms §5 Start date',
      'forms §5 IBAN',
    ])
    const submit = forms.transitions.find((t) => t.event === 'user.submitFormalities')
    expect(submit?.rules).toEqual(['forms §5 Formalities'])
    expect(forms.states.find((s) => s.id === 'forms.company')?.rules).toEqual([])
  })
})
