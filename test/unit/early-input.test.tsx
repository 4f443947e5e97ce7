import { act, lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_INPUT_GLOBAL } from '../../api/contract/rendered-page'
import { EARLY_INPUT_SCRIPT } from '../../api/server/http/page-render'
import { takeOverEarlyInput } from '../../views/platform/early-input'

/**
 * A visitor types and sends a form on the server's HTML before the app runs (issue 26): the page's inline
 * script holds the sending back, and once React has hydrated the form the app gets the typed text and
 * the form, as if both happened now.
 */
function SignInForm({
  onSend,
  container,
  field = (input) => input,
}: {
  onSend: (email: string) => void
  container?: HTMLElement
  /** What the e-mail field is drawn in (a part whose code comes later). */
  field?: (input: ReactNode) => ReactNode
}) {
  const [email, setEmail] = useState('')
  useEffect(() => {
    if (container) takeOverEarlyInput(container)
  }, [container])
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSend(email)
      }}
    >
      {field(
        <input aria-label="E-mailadres" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />,
      )}
      <button type="submit">Stuur</button>
    </form>
  )
}

/** A header's menu button: a press opens its menu (the language menu, before its code has loaded). */
function MenuButton({ container }: { container?: HTMLElement }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (container) takeOverEarlyInput(container)
  }, [container])
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        <span>Taal</span>
      </button>
      {open && <ul role="menu" />}
    </div>
  )
}

/** The server's HTML of `page` with the page's inline script run, as the server writes it into the head. */
function serverPage(page: ReactNode): HTMLDivElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  window.eval(EARLY_INPUT_SCRIPT)
  return container
}

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  return event.defaultPrevented
}

/**
 * A page with the sign-in form and a part whose code comes later (a lazy chunk), laid out by `layout`
 * (`form(field)` draws the form, its e-mail field in `field`; `part(children)` the part): the server's
 * HTML, an address typed into it before the app runs, then hydrated with the part still loading.
 */
type Layout = (
  form: (field?: (input: ReactNode) => ReactNode) => ReactNode,
  part: (children?: ReactNode) => ReactNode,
) => ReactNode

async function typedThenHydrated(Part: (props: { children?: ReactNode }) => ReactNode, layout: Layout) {
  let loadPart = () => {}
  const LazyPart = lazy(
    () => new Promise<{ default: typeof Part }>((resolve) => (loadPart = () => resolve({ default: Part }))),
  )
  const container = document.createElement('div')
  const Page = ({
    Shown,
    onSend,
    take,
  }: {
    Shown: typeof Part
    onSend: (email: string) => void
    take?: boolean
  }) => {
    useEffect(() => {
      if (take) takeOverEarlyInput(container)
    }, [take])
    return layout(
      (field) => <SignInForm onSend={onSend} field={field} />,
      (children) => <Shown>{children}</Shown>,
    )
  }
  container.innerHTML = renderToString(<Page Shown={Part} onSend={() => undefined} />)
  document.body.append(container)
  window.eval(EARLY_INPUT_SCRIPT)
  const input = container.querySelector<HTMLInputElement>('input[aria-label="E-mailadres"]')!
  input.value = 'vroeg@example.nl'
  const onSend = vi.fn()
  await act(async () => {
    hydrateRoot(container, <Page Shown={LazyPart} onSend={onSend} take />)
  })
  return { form: container.querySelector('form')!, input, onSend, loadPart: () => loadPart() }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

afterEach(() => {
  document.body.innerHTML = ''
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]
})

describe('input before the app takes over the page', () => {
  it('is held back, then reaches the hydrated form: the typed text and the sending', async () => {
    const container = serverPage(<SignInForm onSend={() => undefined} />)
    const input = container.querySelector('input')!
    const form = container.querySelector('form')!
    input.value = 'vroeg@example.nl'
    // Sent on the server's HTML: no reload (the default is prevented), the form is kept.
    expect(submit(form)).toBe(true)

    const onSend = vi.fn()
    await act(async () => {
      hydrateRoot(container, <SignInForm onSend={onSend} container={container} />)
    })
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('vroeg@example.nl'))
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(input.value).toBe('vroeg@example.nl')
    // The app owns the form now: a sending is its own, no longer held back by the page's script.
    expect(submit(form)).toBe(true)
    expect(onSend).toHaveBeenCalledTimes(2)
  })

  it('presses a button pressed before the app owned it once the app does, once however often it was', async () => {
    const container = serverPage(<MenuButton />)
    const button = container.querySelector('button')!
    // Two impatient presses on the label inside the button: nothing happens on the server's HTML.
    container.querySelector('span')!.click()
    container.querySelector('span')!.click()
    expect(container.querySelector('[role=menu]')).toBeNull()

    await act(async () => {
      hydrateRoot(container, <MenuButton container={container} />)
    })
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'))
    expect(container.querySelector('button')).toBe(button)
    expect(container.querySelectorAll('[role=menu]')).toHaveLength(1)
    // The app's own now: a press closes it, and nothing is pressed again for it.
    await act(async () => button.click())
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it("waits for the form's part of the page to be committed, not only rendered, before it retypes and sends", async () => {
    // The route's page hydrates in a Suspense boundary that waits for a chunk (a lazy part beside the form).
    // Rendering it marks the form's elements as React's before the chunk is there; that render is then set
    // aside, and an event sent to them meanwhile reaches no component.
    const page = await typedThenHydrated(
      () => <p>Zo werkt het</p>,
      (form, part) => (
        <Suspense fallback={null}>
          {form()}
          {part()}
        </Suspense>
      ),
    )
    for (let frame = 0; frame < 5; frame += 1) await nextFrame()
    expect(page.onSend).not.toHaveBeenCalled()
    // Sent again meanwhile: still held back by the page's script (no reload), and sent once in the end.
    expect(submit(page.form)).toBe(true)
    await act(async () => page.loadPart())
    await vi.waitFor(() => expect(page.onSend).toHaveBeenCalledWith('vroeg@example.nl'))
    expect(page.onSend).toHaveBeenCalledTimes(1)
    expect(page.input.value).toBe('vroeg@example.nl')
  })

  it("sends a form once it and its own fields are the app's, while another part of the page still waits", async () => {
    // The form hydrates at once; a search field elsewhere on the page waits for its chunk, and keeps the
    // form from nothing.
    const page = await typedThenHydrated(
      () => <input aria-label="Zoeken" defaultValue="" />,
      (form, part) => (
        <>
          {form()}
          <Suspense fallback={null}>{part()}</Suspense>
        </>
      ),
    )
    expect(submit(page.form)).toBe(true)
    await vi.waitFor(() => expect(page.onSend).toHaveBeenCalledWith('vroeg@example.nl'))
    expect(page.onSend).toHaveBeenCalledTimes(1)
    await act(async () => page.loadPart())
    await nextFrame()
    expect(page.onSend).toHaveBeenCalledTimes(1)
  })

  it('holds a form the app owns back while its own typed field waits for its code', async () => {
    // The form is React's at once, its e-mail field is in a part that waits for its chunk.
    const page = await typedThenHydrated(
      ({ children }) => <div>{children}</div>,
      (form, part) => form((input) => <Suspense fallback={null}>{part(input)}</Suspense>),
    )
    // Sent now, on the form React owns: held back, not sent with the app's empty field.
    expect(submit(page.form)).toBe(true)
    for (let frame = 0; frame < 5; frame += 1) await nextFrame()
    expect(page.onSend).not.toHaveBeenCalled()
    await act(async () => page.loadPart())
    await vi.waitFor(() => expect(page.onSend).toHaveBeenCalledWith('vroeg@example.nl'))
    expect(page.onSend).toHaveBeenCalledTimes(1)
  })

  it('sends a held form the app drew anew as the form in its place, with what was typed', async () => {
    // The app does not take the server's HTML over (a stored session, another language): it draws the
    // page anew, and the form that was sent before is gone.
    const container = serverPage(<SignInForm onSend={() => undefined} />)
    const old = container.querySelector('form')!
    old.querySelector('input')!.value = 'vroeg@example.nl'
    expect(submit(old)).toBe(true)

    const onSend = vi.fn()
    container.replaceChildren()
    await act(async () => {
      createRoot(container).render(<SignInForm onSend={onSend} container={container} />)
    })
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('vroeg@example.nl'))
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(container.querySelector('input')!.value).toBe('vroeg@example.nl')
  })

  it('does nothing on a page without the inline script', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    expect(() => takeOverEarlyInput(container)).not.toThrow()
  })
})
