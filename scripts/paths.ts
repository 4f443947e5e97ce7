// The QA export of the journeys' paths: npm run paths -- <journey>|--all [--format md|json|playwright]
// [--lang nl|en|fr|de] [--every-path] [--out <folder>], or --coverage (views/journeys/script/cli.ts; docs/path-tests.md).
// It runs through Vite's module runner with the app's Lingui plugins, so the scripts' words (Lingui
// macros) and the translated catalogs (.po) read as they do in the browser.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { runnerImport } from 'vite'
import type { CliResult } from '../views/journeys/script/cli'

const root = path.resolve(import.meta.dirname, '..')
const { module } = await runnerImport<{ run: (args: string[]) => Promise<CliResult> }>(
  path.join(root, 'views/journeys/script/cli.ts'),
  { root, logLevel: 'error', plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()] },
)
const result = await module.run(process.argv.slice(2))
for (const file of result.files) {
  mkdirSync(path.dirname(path.resolve(root, file.path)), { recursive: true })
  writeFileSync(path.resolve(root, file.path), file.text)
  process.stderr.write(`wrote ${file.path}\n`)
}
// Exit only once stdout is flushed: a pipe takes 64 KB at a time, and exiting earlier cut a large
// journey's JSON short.
process.stderr.write(result.err)
process.exitCode = result.code
process.stdout.write(result.out, () => process.exit(result.code))
