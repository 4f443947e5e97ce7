import { afterEach, describe, expect, it, vi } from 'vitest'
import { TRENGO_SCRIPT } from '../../api/contract/live-chat'
import { openTrengo } from '../../views/support/trengo'

afterEach(() => {
  vi.useRealTimers()
  delete window.Trengo
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('the Trengo live chat', () => {
  it("loads the widget once, with the page's nonce, the partner's key and the customer's name and e-mail", () => {
    const meta = document.createElement('meta')
    meta.setAttribute('property', 'csp-nonce')
    meta.nonce = 'n0nce'
    document.head.append(meta)
    openTrengo('key-1', { name: 'Sanne', email: 'sanne@example.nl' })
    openTrengo('key-1', { name: 'Sanne', email: 'sanne@example.nl' })
    const scripts = document.querySelectorAll<HTMLScriptElement>(`script[src="${TRENGO_SCRIPT}"]`)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.nonce).toBe('n0nce')
    expect(window.Trengo).toMatchObject({
      key: 'key-1',
      contact_data: { name: 'Sanne', email: 'sanne@example.nl' },
    })
  })

  it('opens the chat once the widget is ready; closed, the widget hides one second later; opened again, it shows', () => {
    vi.useFakeTimers()
    const open = vi.fn()
    openTrengo('key-1', {})
    const widget = document.createElement('div')
    widget.id = 'trengo-web-widget'
    document.body.append(widget)
    window.Trengo!.Api = { Widget: { open } }
    window.Trengo!.on_ready!()
    expect(open).toHaveBeenCalledWith('chat')
    window.Trengo!.on_close!()
    vi.advanceTimersByTime(999)
    expect(widget.style.display).toBe('')
    vi.advanceTimersByTime(1)
    expect(widget.style.display).toBe('none')
    openTrengo('key-1', {})
    expect(widget.style.display).toBe('')
    expect(open).toHaveBeenCalledTimes(2)
  })
})
