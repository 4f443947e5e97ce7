// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../api/contract/common'
import { parsePo } from '../../scripts/i18n-check'

const read = (locale: string) => parsePo(readFileSync(`i18n/locales/${locale}/messages.po`, 'utf8'))

describe('translation catalogs', () => {
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
})
