// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { focusAfterPaint } from '../../views/ui/after-paint'

/** The next frame and the task after it, as the browser runs them. */
const paint = () => vi.advanceTimersByTime(50)

describe('focusAfterPaint: a new page or step takes the focus after its first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    document.body.innerHTML =
      '<main tabindex="-1"><h1 tabindex="-1">Vraag 1</h1><input aria-label="Naam"></main>'
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('focuses the element only after the frame, not in the task that rendered it', () => {
    const heading = document.querySelector('h1')!
    focusAfterPaint(heading)
    expect(document.activeElement).toBe(document.body)
    paint()
    expect(document.activeElement).toBe(heading)
  })

  it('leaves the focus where the customer (or the step) put it meanwhile', () => {
    const heading = document.querySelector('h1')!
    const input = document.querySelector('input')!
    focusAfterPaint(heading)
    input.focus()
    paint()
    expect(document.activeElement).toBe(input)
  })

  it('does nothing for an element that has gone before the paint', () => {
    const heading = document.querySelector('h1')!
    focusAfterPaint(heading)
    heading.remove()
    paint()
    expect(document.activeElement).toBe(document.body)
  })
})
