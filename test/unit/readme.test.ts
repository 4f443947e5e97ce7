// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The README is what a newcomer reads in two minutes (issue 16); the rest lives in docs/. These checks keep it
 * short, keep the commands it names real (CI runs the README's test command), and keep every link inside the
 * repository.
 *
 * The link rule: a link is a Markdown link or image `[text](target)`, a reference definition `[x]: target`, an
 * autolink `<scheme:…>` or a bare `http(s)://` address in prose (GitHub links those). Text in code spans and
 * code blocks is not a link (a default such as `https://api.stripe.com` is shown as text, never linked).
 * - A relative target must name a file or folder of this repository that exists (and, with `#anchor` on a
 *   Markdown file, one of its headings).
 * - The only absolute addresses allowed are the app running on this machine: `http://localhost`,
 *   `http://127.0.0.1` or `http://<partner>.localhost`, with an optional port (the partners table). Any
 *   other scheme or host (`https://…`, `mailto:`, …) points outside the repository and fails.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const docsFiles = (readdirSync(path.join(root, 'docs'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join('docs', file))
const markdownFiles = ['README.md', ...docsFiles]

const LOCAL_ADDRESS = /^http:\/\/(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)(:\d+)?(\/\S*)?$/
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** The text with fenced code blocks and inline code spans blanked out (they hold text, not links). */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '')
}

/** Every link target in a Markdown text (see the rule above). */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown)
  const targets: string[] = []
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)) targets.push(m[1]!)
  for (const m of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) targets.push(m[1]!)
  for (const m of text.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]+)>/gi)) targets.push(m[1]!)
  // Bare addresses, outside the links and autolinks already taken.
  const prose = text
    .replace(/\]\([^)]*\)/g, '')
    .replace(/^ {0,3}\[[^\]]+\]:.*$/gm, '')
    .replace(/<[a-z][a-z0-9+.-]*:[^>\s]+>/gi, '')
  // GitHub leaves trailing punctuation out of a bare address.
  for (const m of prose.matchAll(/\b(?:https?:\/\/|www\.)[^\s)<>\]]+/gi))
    targets.push(m[0].replace(/[.,;:!?'"]+$/, ''))
  return targets
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

const anchorsOf = (markdown: string) =>
  new Set([...withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => slug(m[1]!)))

describe('README.md', () => {
  const readme = read('README.md')

  it('is under 120 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThan(120)
  })

  it('names the run command and the test command, and CI runs that test command', () => {
    expect(readme).toContain('npm ci && npm start')
    expect(readme).toContain('npm ci && npm run test:all')
    const ci = read('.ci/run')
    expect(ci).toMatch(/^npm ci\b/m)
    expect(ci).toMatch(/^\s*npm run test:all\b/m)
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>
    expect(scripts['test:all']).toBe('bash scripts/test-all.sh')
    expect(existsSync(path.join(root, 'scripts/test-all.sh'))).toBe(true)
  })

  it('links to docs/', () => {
    expect(linkTargets(readme).some((target) => target.startsWith('docs/'))).toBe(true)
  })
})

describe('README.md and docs/*.md', () => {
  const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>

  it('has docs pages beside the README', () => {
    expect(docsFiles).toContain(path.join('docs', 'README.md'))
  })

  it.each(markdownFiles)('%s: every `npm run <script>` it names is a script of package.json', (file) => {
    const named = [...read(file).matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!)
    expect(named.filter((name) => !(name in scripts))).toEqual([])
  })

  it.each(markdownFiles)('%s: links stay inside the repository and point at what exists', (file) => {
    const problems: string[] = []
    for (const target of linkTargets(read(file))) {
      if (SCHEME.test(target) || target.startsWith('www.') || target.startsWith('//')) {
        if (!LOCAL_ADDRESS.test(target)) problems.push(`${target}: outside the repository`)
        continue
      }
      const [rawPath = '', anchor] = target.split('#')
      const resolved = rawPath
        ? path.resolve(
            rawPath.startsWith('/') ? root : path.dirname(path.join(root, file)),
            decodeURI(rawPath).replace(/^\//, ''),
          )
        : path.join(root, file)
      if (path.relative(root, resolved).startsWith('..')) {
        problems.push(`${target}: outside the repository`)
        continue
      }
      if (!existsSync(resolved)) {
        problems.push(`${target}: no such file`)
        continue
      }
      if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
        if (!anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))
          problems.push(`${target}: no such heading`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('linkTargets (the link rule)', () => {
  it('finds links, reference definitions, autolinks and bare addresses, never code', () => {
    const sample = [
      'See [docs](docs/README.md#top) and ![logo](public/favicon.svg "the logo").',
      '[ref]: docs/api.md',
      'Open <http://zzp.localhost:3000> or https://example.com/page.',
      'A default `https://api.stripe.com` is text.',
      '```bash',
      'curl https://example.org',
      '```',
    ].join('\n')
    expect(linkTargets(sample)).toEqual([
      'docs/README.md#top',
      'public/favicon.svg',
      'docs/api.md',
      'http://zzp.localhost:3000',
      'https://example.com/page',
    ])
  })

  it('allows only addresses on this machine', () => {
    expect(LOCAL_ADDRESS.test('http://zzp.localhost:3000')).toBe(true)
    expect(LOCAL_ADDRESS.test('http://127.0.0.1:3000')).toBe(true)
    expect(LOCAL_ADDRESS.test('http://zzp.localhost:3000/dev/outbox')).toBe(true)
    expect(LOCAL_ADDRESS.test('https://zzp.localhost:3000')).toBe(false)
    expect(LOCAL_ADDRESS.test('http://localhost.example.com')).toBe(false)
    expect(LOCAL_ADDRESS.test('https://api.stripe.com')).toBe(false)
  })
})
