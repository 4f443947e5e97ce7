// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COLOR_KEYS, DEFAULT_COLOR, isHexColor, resolveColors } from '../../api/contract/colors'

describe('resolveColors', () => {
  it('ends every chain at white when nothing is set', () => {
    const colors = resolveColors([])
    for (const { key } of COLOR_KEYS) expect(colors[key]).toBe(DEFAULT_COLOR)
  })

  it('follows the fallback chain: navigation items fall back to text, buttons to primary', () => {
    const colors = resolveColors([
      { key: 'primary', value: '#0F766E' },
      { key: 'text', value: '#111827' },
    ])
    expect(colors.navigation_item).toBe('#111827')
    expect(colors.button_primary).toBe('#0f766e')
    expect(colors.accent).toBe('#0f766e') // accent → secondary → primary
    expect(colors.background).toBe(DEFAULT_COLOR)
  })

  it('prefers a key of its own over its fallback', () => {
    const colors = resolveColors([
      { key: 'text', value: '#111111' },
      { key: 'navigation_item', value: '#222222' },
    ])
    expect(colors.navigation_item).toBe('#222222')
  })

  it('ignores values that are not hex colours, so nothing else reaches the page', () => {
    const colors = resolveColors([
      { key: 'primary', value: 'red; background:url(x)' },
      { key: 'text', value: 'var(--x)' },
    ])
    expect(colors.primary).toBe(DEFAULT_COLOR)
    expect(colors.text).toBe(DEFAULT_COLOR)
  })

  it('accepts short, long and alpha hex and nothing else', () => {
    expect(['#fff', '#ffffff', '#ffffff80'].every(isHexColor)).toBe(true)
    expect(['fff', '#ffff', 'rgb(0,0,0)', '#gggggg', 12].some(isHexColor)).toBe(false)
  })
})
