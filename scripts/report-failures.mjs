// Names every failed and flaky test in the given JSON reports (vitest's and Playwright's), one per line,
// so the end of a CI log says what failed and not only how many. Missing files are skipped.
// Usage: node scripts/report-failures.mjs .reports/unit.json .reports/e2e.json …
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

// The colour codes of a terminal: ESC [ … m.
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

const lines = []
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue
  let report
  try {
    report = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    lines.push(`unreadable report: ${file}`)
    continue
  }
  if (Array.isArray(report.testResults)) vitest(report, file)
  else if (Array.isArray(report.suites)) playwright(report.suites, file)
}

function vitest(report, file) {
  for (const result of report.testResults) {
    const name = relative(process.cwd(), result.name)
    const failed = result.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed) lines.push(`FAILED  [${file}] ${name} › ${test.fullName}`)
    // A file that failed to load has no failed assertions of its own.
    if (result.status === 'failed' && failed.length === 0)
      lines.push(`FAILED  [${file}] ${name}: ${firstLine(result.message)}`)
  }
}

function playwright(suites, file) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const error = test.results.find((r) => r.error)?.error?.message
        const label = test.status === 'flaky' ? 'FLAKY ' : 'FAILED'
        lines.push(
          `${label}  [${file}] ${spec.file}:${spec.line} › ${test.projectName} › ${spec.title}: ${firstLine(error)}`,
        )
      }
    }
    playwright(suite.suites ?? [], file)
  }
}

function firstLine(text) {
  return (
    (text ?? '')
      .replace(COLOURS, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  )
}

if (lines.length) console.log(`\nFailed or flaky tests:\n${lines.join('\n')}`)
