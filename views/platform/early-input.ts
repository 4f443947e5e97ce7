import { EARLY_INPUT_GLOBAL } from '../../api/contract/rendered-page'

/** What the page's inline script (api/server/http/page-render.ts EARLY_INPUT_SCRIPT) kept. */
interface EarlyInput {
  /** Forms sent before the app owned them, in order; their sending was held back. */
  forms: HTMLFormElement[]
  /** Buttons (not a form's sending) pressed before the app owned them, in order, each once. */
  clicks: HTMLButtonElement[]
  /**
   * Whether React owns the element: it is in the page React has committed, so an event on it reaches its
   * component. React marks an element with its fiber while rendering, before the commit; a hydration that
   * waits on a chunk sets that render aside, and an event meanwhile reaches nothing. The page's script
   * reads it as react-dom's getNearestMountedFiber does; one reading for the script and the app.
   */
  own: (element: Element) => boolean
  /** Set once the app has begun taking them over. */
  taken?: boolean
  /**
   * Set once what was typed has reached the app: till then a form is held back even when React owns it (it
   * would send the app's empty state while the typed text waits for the rest of the page to hydrate).
   */
  done?: boolean
}

type TextField = HTMLInputElement | HTMLTextAreaElement

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea'
/** How long the app may take to own the page's forms after its first render: 10 s of frames. */
const MAX_FRAMES = 600

/**
 * Hands what a visitor did on the server's HTML before the app ran to the app, after its first render.
 * Hydration goes on after that render, part by part: once React owns every form and field on the page,
 * what was typed reaches the fields' state, and a form sent meanwhile is sent again, now to the app; a
 * button pressed meanwhile (one that sends no form) is pressed again, once.
 * Without the inline script (a page served empty), or a second time, nothing happens.
 */
export function takeOverEarlyInput(container: HTMLElement, win: Window = window) {
  const early = (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL]
  if (!early || early.taken) return
  early.taken = true
  // What was typed, read from the first call on: once React owns a field, any render of it puts its own
  // value back.
  const typedOf = () =>
    [...container.querySelectorAll<TextField>(TEXT_FIELDS)]
      .filter((field) => field.value !== field.defaultValue)
      .map((field) => [field, field.value] as const)
  const typed = new Map<TextField, string>()
  let frames = 0
  const takeOver = () => {
    // Typed on meanwhile: the newest text (a field React has put back to its own value keeps the last).
    for (const [field, value] of typedOf()) typed.set(field, value)
    const pressed = early.clicks.filter((button) => container.contains(button))
    const elements = [
      ...container.querySelectorAll('form'),
      ...container.querySelectorAll(TEXT_FIELDS),
      ...pressed,
    ]
    if (!elements.every(early.own) && ++frames < MAX_FRAMES) {
      win.requestAnimationFrame(takeOver)
      return
    }
    // Elements the app drew anew (a page not hydrated) are gone, and with them what they held.
    for (const [field, value] of typed) if (container.contains(field)) retype(field, value)
    early.done = true
    const forms = early.forms.filter((form) => container.contains(form))
    early.forms = []
    early.clicks = []
    // A frame later: the fields' new values have rendered, so the form's handler reads them.
    win.requestAnimationFrame(() => {
      for (const form of forms) if (container.contains(form)) form.requestSubmit()
      for (const button of pressed) if (container.contains(button)) button.click()
    })
  }
  takeOver()
}

/**
 * React holds the server's value for the field (hydration keeps the element as it was) and hears of a
 * change only against the value it last saw: it is shown the server's value, then the typed one, as an
 * input event, as if typed now.
 */
function retype(field: TextField, typed: string) {
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
