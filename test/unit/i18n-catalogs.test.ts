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
