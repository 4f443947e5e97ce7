/**
 * Fails when any message lacks a translation in any locale (issue 1 §5). Runs `lingui extract`
 * first, so a message added to the code but not to the catalogs counts as missing too.
 * Usage: npm run i18n:check [-- --no-extract]
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { LOCALES, SOURCE_LOCALE } from '../api/contract/common'

/** The catalogs of lingui.config.ts: the first page's, the pages behind sign-in, the charts, the surveys, the payment pages and the account area. */
export const CATALOGS = [
  'messages',
  'funnel',
  'journeys',
  'survey',
  'payments',
  'account',
  'admin',
  'support',
] as const

interface Entry {
  id: string
  translation: string
  fuzzy: boolean
  obsolete: boolean
}

/** A small PO reader: msgid / msgstr with continuation lines, flags, obsolete (#~) entries. */
export function parsePo(text: string): Entry[] {
  const entries: Entry[] = []
  let current: Partial<Entry> & { field?: 'id' | 'translation' } = {}
  const flush = () => {
    if (current.id)
      entries.push({
        id: current.id,
        translation: current.translation ?? '',
        fuzzy: !!current.fuzzy,
        obsolete: !!current.obsolete,
      })
    current = {}
  }
  const unquote = (s: string) => JSON.parse(s) as string
  for (const raw of text.split('\n')) {
    const obsolete = raw.startsWith('#~ ')
    const line = obsolete ? raw.slice(3) : raw
    if (line.startsWith('#,') && line.includes('fuzzy')) current.fuzzy = true
    else if (line.startsWith('msgid ')) {
      if (current.field === 'translation') flush()
      current.id = unquote(line.slice(6))
      current.field = 'id'
      current.obsolete = obsolete
    } else if (line.startsWith('msgstr ')) {
      current.translation = unquote(line.slice(7))
      current.field = 'translation'
    } else if (line.startsWith('"') && current.field) {
      current[current.field] = (current[current.field] ?? '') + unquote(line)
    } else if (line.trim() === '' && current.field === 'translation') flush()
  }
  flush()
  return entries.filter((e) => !e.obsolete)
}

function main() {
  if (!process.argv.includes('--no-extract')) {
    execFileSync('lingui', ['extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const problems: string[] = []
  let count = 0
  for (const catalog of CATALOGS) {
    const read = (locale: string) => parsePo(readFileSync(`i18n/locales/${locale}/${catalog}.po`, 'utf8'))
    const source = read(SOURCE_LOCALE)
    count += source.length
    for (const locale of LOCALES) {
      const byId = new Map(read(locale).map((e) => [e.id, e]))
      for (const { id } of source) {
        const entry = byId.get(id)
        if (!entry || !entry.translation.trim())
          problems.push(`${locale}/${catalog}: missing translation for ${JSON.stringify(id)}`)
        else if (entry.fuzzy)
          problems.push(`${locale}/${catalog}: fuzzy translation for ${JSON.stringify(id)}`)
      }
    }
  }
  if (problems.length) {
    console.error(problems.join('\n'))
    console.error(`\ni18n check failed: ${problems.length} missing or fuzzy translation(s).`)
    process.exit(1)
  }
  console.log(`i18n check: ${count} messages (${CATALOGS.join(' + ')}) translated in ${LOCALES.join(', ')}.`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
