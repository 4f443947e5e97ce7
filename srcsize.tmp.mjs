import { readFileSync } from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'
import { gzipSync } from 'node:zlib'
const file = process.argv[2]
const code = readFileSync(file, 'utf8')
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')))
const lines = code.split('\n')
const bySource = new Map()
let prev = null
map.eachMapping((m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const seg = lines[prev.generatedLine - 1].slice(prev.generatedColumn, m.generatedColumn)
    const key = (prev.source || '?').replace(/.*node_modules\//, 'nm:').replace(/.*work\/main\//, '')
    bySource.set(key, (bySource.get(key) || '') + seg)
  }
  prev = m
})
const rows = [...bySource].map(([k, v]) => [k, v.length])
const group = new Map()
for (const [k, n] of rows) {
  const g = k.startsWith('nm:') ? k.split('/').slice(0, k.startsWith('nm:@') ? 2 : 1).join('/') : k
  group.set(g, (group.get(g) || 0) + n)
}
for (const [k, n] of [...group].sort((a, b) => b[1] - a[1]).slice(0, +(process.argv[3] || 40))) console.log(String(n).padStart(8), k)
