import { describe, expect, it } from 'vitest'
import { keepVisitorsFirstScroll } from '../../views/platform/first-scroll'

const at = (pathname: string) => ({ location: { pathname } })

describe('keepVisitorsFirstScroll (the router may set the scroll)', () => {
  it('leaves the first render of the opened page where the visitor scrolled it, and no later one', () => {
    const win = { scrollX: 0, scrollY: 60 }
    const may = keepVisitorsFirstScroll('/sign-in', win)
    expect(may(at('/sign-in'))).toBe(false)
    expect(may(at('/confirmation'))).toBe(true)
    expect(may(at('/sign-in'))).toBe(true)
  })

  it('leaves a sideways scroll too', () => {
    expect(keepVisitorsFirstScroll('/welcome', { scrollX: 20, scrollY: 0 })(at('/welcome'))).toBe(false)
  })

  it('is the router’s on a first render not scrolled yet (a skeleton reloaded: its record restores it)', () => {
    const may = keepVisitorsFirstScroll('/products', { scrollX: 0, scrollY: 0 })
    expect(may(at('/products'))).toBe(true)
  })

  it('is the router’s on a first render of another page (a redirect)', () => {
    const may = keepVisitorsFirstScroll('/sign-in', { scrollX: 0, scrollY: 60 })
    expect(may(at('/products/available-products'))).toBe(true)
    expect(may(at('/sign-in'))).toBe(true)
  })
})
