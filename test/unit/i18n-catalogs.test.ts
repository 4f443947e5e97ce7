// @vitest-environment node
import { readFileSync } from 'node:fs'
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../api/contract/common'
import { CATALOGS, parsePo } from '../../scripts/i18n-check'

describe.each(CATALOGS)('translation catalog %s', (catalog) => {
  const read = (locale: string) => parsePo(readFileSync(`i18n/locales/${locale}/${catalog}.po`, 'utf8'))

  it('translate every source message in nl, en, fr and de', () => {
    const ids = read('nl').map((e) => e.id)
    expect(ids.length).toBeGreaterThan(20)
    for (const locale of LOCALES) {
      const translated = new Map(read(locale).map((e) => [e.id, e.translation]))
      const missing = ids.filter((id) => !translated.get(id)?.trim())
      expect(missing, `missing in ${locale}`).toEqual([])
    }
  })

  it('keep every placeholder of the source in each translation', () => {
    const source = new Map(read('nl').map((e) => [e.id, e.translation]))
    const placeholders = (s: string) => [...s.matchAll(/\{\w+\}|<\d+>/g)].map((m) => m[0]).sort()
    for (const locale of LOCALES) {
      for (const entry of read(locale)) {
        expect(placeholders(entry.translation), `${locale}: ${entry.id}`).toEqual(
          placeholders(source.get(entry.id) ?? ''),
        )
      }
    }
  })
})

describe('the catalog reader', () => {
  it('reads multi-line entries and skips obsolete ones', () => {
    const po =
      'msgid ""\nmsgstr ""\n"Language: en\\n"\n\nmsgid "a"\nmsgstr ""\n"long "\n"text"\n\n#~ msgid "old"\n#~ msgstr "x"\n'
    expect(parsePo(po)).toEqual([{ id: 'a', translation: 'long text', fuzzy: false, obsolete: false }])
  })
})

describe('partner texts over the built-in ones', () => {
  it('apply plain texts as they are and compile ICU ones', async () => {
    const { loadLocale } = await import('../../i18n/i18n')
    const { setupI18n } = await import('@lingui/core')
    const messages = await loadLocale('nl', {
      'welcome.title': 'Welkom bij ZZP Schild',
      greeting: 'Hallo {name}',
    })
    expect(messages['welcome.title']).toEqual(['Welkom bij ZZP Schild'])
    const i18n = setupI18n({ locale: 'nl', messages: { nl: messages } })
    expect(i18n._('greeting', { name: 'Ada' })).toBe('Hallo Ada')
    expect(i18n._('welcome.title')).toBe('Welkom bij ZZP Schild')
  })

  it('lie over the funnel catalog too when it loads later', async () => {
    const { applyLocale, i18n, loadLocale, loadMessagesPart } = await import('../../i18n/i18n')
    const question = msg`Zoek passende beroepen`
    const cart = msg`Winkelwagen`
    applyLocale('en', await loadLocale('en', { [cart.id]: 'Basket' }))
    expect(i18n._(question.id)).toBe(question.id) // not loaded yet: only the id is known
    await loadMessagesPart('funnel')
    expect(i18n._(question)).toBe('Find matching professions')
    expect(i18n._(cart)).toBe('Basket')
    // A language chosen later brings the part along.
    applyLocale('de', await loadLocale('de'))
    expect(i18n._(question)).toBe('Passende Berufe finden')
  })

  it('tell the app of a change only when a part brings texts it does not speak yet', async () => {
    const { applyLocale, i18n, loadLocale, loadMessagesPart } = await import('../../i18n/i18n')
    const { messages: frenchMain } = await import('../../i18n/locales/fr/messages.po')
    const question = msg`Zoek passende beroepen`
    let changes = 0
    const stop = i18n.on('change', () => (changes += 1))
    try {
      // French without the part: the first page of the funnel loads it, the pages after do not again.
      applyLocale('fr', frenchMain)
      changes = 0
      await loadMessagesPart('funnel')
      expect(changes).toBe(1)
      expect(i18n._(question)).toBe('Trouver des professions correspondantes')
      await loadMessagesPart('funnel')
      expect(changes).toBe(1)
      // The language's load brought the part along: nothing to tell either.
      applyLocale('fr', await loadLocale('fr'))
      changes = 0
      await loadMessagesPart('funnel')
      expect(changes).toBe(0)
    } finally {
      stop()
    }
  })
})

describe('a message in several catalogs', () => {
  it('has one translation per language: which catalog loaded last never changes a text', () => {
    for (const locale of LOCALES) {
      const seen = new Map<string, { translation: string; catalog: string }>()
      const differing: string[] = []
      for (const catalog of CATALOGS) {
        for (const entry of parsePo(readFileSync(`i18n/locales/${locale}/${catalog}.po`, 'utf8'))) {
          if (entry.obsolete || !entry.translation) continue
          const first = seen.get(entry.id)
          if (!first) seen.set(entry.id, { translation: entry.translation, catalog })
          else if (first.translation !== entry.translation)
            differing.push(
              `${entry.id}: ${first.catalog} "${first.translation}", ${catalog} "${entry.translation}"`,
            )
        }
      }
      expect(differing, locale).toEqual([])
    }
  })
})

describe('the checked catalogs', () => {
  it('are every catalog lingui.config.ts writes (a new one is checked, not forgotten)', async () => {
    const { default: config } = await import('../../lingui.config')
    const names = (config.catalogs ?? []).map((c) => /\/\{locale\}\/([\w-]+)$/.exec(c.path)?.[1])
    expect([...names].sort()).toEqual([...CATALOGS].sort())
  })
})

describe('the German catalogs', () => {
  it('address the customer formally (Sie), as the whole German product does', () => {
    const informal = /\b(du|dein\w*|dir|dich|euch|euer\w*)\b/i
    const offenders = CATALOGS.flatMap((catalog) =>
      parsePo(readFileSync(`i18n/locales/de/${catalog}.po`, 'utf8'))
        .filter((entry) => informal.test(entry.translation.replace(/\{[^}]*\}/g, '')))
        .map((entry) => `${catalog}: ${entry.translation}`),
    )
    expect(offenders).toEqual([])
  })
})
