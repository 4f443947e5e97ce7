// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AOV_PRESETS } from '../../api/contract/aov'
import { listItems } from '../../api/server/cart/list-items'

/** msgid → msgstr of a catalog (the funnel's, where the premium page's words are). */
function catalog(locale: string): Map<string, string> {
  const text = readFileSync(`i18n/locales/${locale}/funnel.po`, 'utf8')
  const entries = [...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
  return new Map(entries.map(([, id, str]) => [id!, str!]))
}

/**
 * The cart lists income protection's cover in the words the premium page and its review use, in every
 * language (issue 17 item 4): the server's lines are the premium page's translations of the same words.
 */
describe('income protection’s cover in the cart', () => {
  const covers = [
    AOV_PRESETS.short,
    AOV_PRESETS.medium,
    AOV_PRESETS.large,
    { ...AOV_PRESETS.medium, own_risk_days: 365 as const },
  ]
  it.each(['en', 'fr', 'de'] as const)('reads as the premium page reads in %s', (locale) => {
    const words = catalog(locale)
    for (const cover of covers) {
      const nl = listItems('aov', { startDate: '2026-05-11', cover }, 'nl')
      const other = listItems('aov', { startDate: '2026-05-11', cover }, locale)
      nl.forEach((line, i) => {
        expect(other[i]!.label, line.label).toBe(words.get(line.label))
        if (line.type === 'text') expect(other[i]!.value, line.value).toBe(words.get(line.value))
      })
    }
  })

  it('uses the premium page’s own Dutch words', () => {
    const nl = catalog('nl')
    for (const cover of covers)
      for (const line of listItems('aov', { startDate: '2026-05-11', cover }, 'nl')) {
        expect(nl.has(line.label), line.label).toBe(true)
        if (line.type === 'text') expect(nl.has(line.value), line.value).toBe(true)
      }
  })
})
