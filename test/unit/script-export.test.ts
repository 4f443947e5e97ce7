// @vitest-environment node
import { setupI18n } from '@lingui/core'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { journeyById } from '../../machines'
import { pathsDocument } from '../../machines/graph/export'
import { generatePaths } from '../../machines/graph/paths'
import { messages as enAccount } from '../../i18n/locales/en/account.po'
import { messages as enJourneys } from '../../i18n/locales/en/journeys.po'
import { toMarkdownScript } from '../../views/journeys/script/export-markdown'
import { toPlaywrightSpec } from '../../views/journeys/script/export-playwright'
import { cancellationScript } from '../../views/journeys/script/cancellation.script'

const journey = journeyById('cancellation')!
const doc = pathsDocument(journey, generatePaths(journey))
const nl = setupI18n({ locale: 'nl', messages: { nl: {} } })
const en = setupI18n({ locale: 'en', messages: { en: { ...enAccount, ...enJourneys } } })

describe('the scripted exports', () => {
  const spec = toPlaywrightSpec(doc, cancellationScript, nl)

  it('writes a spec that is valid TypeScript, one test per path, with no step left to do', () => {
    const { diagnostics } = ts.transpileModule(spec, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext },
    })
    expect(diagnostics).toEqual([])
    expect(spec.match(/^ {2}test\(/gm)).toHaveLength(doc.paths.length)
    expect(spec).not.toMatch(/TODO/)
  })

  it('sets up, acts in the screen’s Dutch words and checks every step', () => {
    expect(spec).toContain('await drive.buyLiability(run, {})')
    expect(spec).toContain('await page.getByRole("button", { name: "Verder", exact: true }).click()')
    const steps = doc.paths.reduce((n, p) => n + p.steps.length, 0)
    expect(spec.match(/await run\.expect\("step /g)).toHaveLength(steps)
    expect(spec).toContain('"see":{"role":"heading","name":"Je verzekering is opgezegd"}')
  })

  it('forces a refusal before the click that makes the call, and lifts it once it shows', () => {
    const forced = spec.indexOf('await run.force({"route":"cancel","status":400')
    const click = spec.indexOf('name: "Opzeggen", exact: true }).click()', forced)
    const shown = spec.indexOf('"name":"Je verzekering is niet opgezegd"', click)
    const lifted = spec.indexOf('await run.unforce({"route":"cancel"', shown)
    expect([forced, click, shown, lifted].every((at, i, all) => at > (all[i - 1] ?? -1))).toBe(true)
  })

  it('speaks the chosen language in the md test script, screens’ words included, and says how to force', () => {
    const md = toMarkdownScript(doc, cancellationScript, en)
    expect(md).toMatch(/^# Cancelling an insurance: test paths\n/)
    expect(md).toContain('## Path 1 (')
    expect(md).toContain('Click ‘Continue’.')
    expect(md).toContain('You see ‘Check your cancellation’.')
    expect(md).toContain(
      'Force this before the previous action with the test control (cookie test-fault, docs/path-tests.md): `POST /policies/:id/cancellation` answers 400',
    )
    expect(md).not.toMatch(/xstate\.|user\.continue/)
  })
})
