// QA export of a journey's paths: npm run paths -- <machine> [--format md|json|playwright] [--all]; npm run paths -- --coverage
import { journeyById, journeys } from '../machines'
import { coverageText, rulesCoverage } from '../machines/graph/coverage'
import { pathsDocument, toMarkdown, toPlaywright } from '../machines/graph/export'
import { generatePaths } from '../machines/graph/paths'

const args = process.argv.slice(2)
// npm run paths -- --coverage: which generated paths exercise each spec rule (machines/graph/rules.ts).
if (args.includes('--coverage')) {
  const generated = journeys.map((journey) => ({ journey, paths: generatePaths(journey) }))
  process.stdout.write(coverageText(rulesCoverage(generated)))
  process.exit(0)
}
const formatAt = args.indexOf('--format')
const format =
  formatAt >= 0 ? args[formatAt + 1] : (args.find((a) => a.startsWith('--format='))?.slice(9) ?? 'md')
const id = args.find((a, i) => !a.startsWith('--') && (formatAt < 0 || i !== formatAt + 1))
const usage = `usage: npm run paths -- <${journeys.map((j) => j.id).join('|')}> [--format md|json|playwright] [--all]\n`

const journey = id ? journeyById(id) : undefined
if (!journey || !['md', 'json', 'playwright'].includes(format ?? '')) {
  process.stderr.write(id && !journey ? `no journey "${id}"\n${usage}` : usage)
  process.exit(2)
}
const doc = pathsDocument(journey, generatePaths(journey), args.includes('--all'))
process.stdout.write(
  format === 'json'
    ? `${JSON.stringify(doc, null, 2)}\n`
    : format === 'playwright'
      ? toPlaywright(doc)
      : toMarkdown(doc),
)
