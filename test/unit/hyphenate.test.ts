import { describe, expect, it } from 'vitest'
import { hyphenate } from '../../views/ui/hyphenate'

const shown = (name: string) => hyphenate(name).replaceAll('\u00AD', '-')

describe('hyphenate', () => {
  it('marks the joints of long Dutch and German product names, and nothing else', () => {
    expect(shown('Bedrijfsaansprakelijkheidsverzekering')).toBe('Bedrijfs-aansprakelijkheids-verzekering')
    expect(shown('Betriebshaftpflichtversicherung')).toBe('Betriebs-haftpflicht-versicherung')
    expect(shown('Berufsunfähigkeitsversicherung')).toBe('Berufs-unfähigkeits-versicherung')
    expect(shown('Verzekering')).toBe('Verzekering')
    expect(shown('Kfz-Versicherung')).toBe('Kfz-Versicherung')
  })
})
