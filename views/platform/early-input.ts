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
   * Forms the app has been handed, with what was typed into their fields: till then a form is held back
   * even when React owns it (it would send the app's empty state while the typed text waits for its field
   * to hydrate).
   */
  ready: WeakSet<HTMLFormElement>
  /** Set once every form, field and pressed button has been handed over (or the app gave up waiting). */
  done?: boolean
}

type TextField = HTMLInputElement | HTMLTextAreaElement

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea'
/** How long the app may take to own the page's forms after its first render: 10 s of frames. */
const MAX_FRAMES = 600

/**
 * Hands what a visitor did on the server's HTML before the app ran to the app, after its first render.
 * Hydration goes on after that render, part by part, and each part is handed over once React owns it
 * (commits it): a form once it and its own fields are owned, with what was typed into them, and sent
 * again if it was sent meanwhile; a field outside a form once it is owned; a button pressed meanwhile
 * (one that sends no form) once it is owned, pressed again, once. A part still waiting for its code keeps
 * nothing else waiting. A held form the app drew anew is sent as its successor (`succeed`).
 * Without the inline script (a page served empty), or a second time, nothing happens.
 */
export function takeOverEarlyInput(container: HTMLElement, win: Window = window) {
  const early = (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL]
  if (!early || early.taken) return
  early.taken = true
  const fieldsIn = (root: ParentNode) => [...root.querySelectorAll<TextField>(TEXT_FIELDS)]
  // What was typed, read from the first call on: once React owns a field, any render of it puts its own
  // value back. A field handed over is the app's: what is typed into it from then on is its state.
  const typed = new Map<TextField, string>()
  const handed = new WeakSet<TextField>()
  const hand = (field: TextField) => {
    if (handed.has(field)) return
    handed.add(field)
    const value = typed.get(field)
    if (value !== undefined) retype(field, value)
  }
  // A held form the app drew anew (a page it did not hydrate, or whose HTML React threw away) is gone; its
  // successor is the form drawn in its place with the same fields and button. It gets what was typed into
  // the old one, and is sent in its stead.
  const shape = (form: HTMLFormElement) =>
    JSON.stringify([
      ...fieldsIn(form).map((field) => [field.type, field.name, field.getAttribute('aria-label')]),
      form.querySelector('[type=submit]')?.textContent ?? null,
    ])
  const succeed = () => {
    const forms = [...container.querySelectorAll('form')]
    early.forms = early.forms.map((held) => {
      if (container.contains(held)) return held
      const next = forms.find((form) => !early.ready.has(form) && shape(form) === shape(held))
      if (!next) return held
      const [before, after] = [fieldsIn(held), fieldsIn(next)]
      before.forEach((field, i) => {
        if (field.value !== field.defaultValue) typed.set(after[i]!, field.value)
      })
      return next
    })
  }
  let frames = 0
  const takeOver = () => {
    for (const field of fieldsIn(container))
      if (!handed.has(field) && field.value !== field.defaultValue) typed.set(field, field.value)
    succeed()
    // After MAX_FRAMES whatever is left is handed over as it is.
    const owned = ++frames >= MAX_FRAMES ? () => true : early.own
    const send: HTMLFormElement[] = []
    for (const form of container.querySelectorAll('form')) {
      const fields = fieldsIn(form)
      if (early.ready.has(form) || !owned(form) || !fields.every(owned)) continue
      fields.forEach(hand)
      early.ready.add(form)
      if (early.forms.includes(form)) send.push(form)
    }
    for (const field of fieldsIn(container)) if (!field.closest('form') && owned(field)) hand(field)
    const press = early.clicks.filter((button) => container.contains(button) && owned(button))
    early.forms = early.forms.filter((form) => !send.includes(form))
    early.clicks = early.clicks.filter((button) => !press.includes(button))
    const waiting =
      [...container.querySelectorAll('form')].some((form) => !early.ready.has(form)) ||
      fieldsIn(container).some((field) => !handed.has(field)) ||
      early.clicks.some((button) => container.contains(button))
    // Other elements the app drew anew are gone, and with them what they held.
    if (!waiting) {
      early.done = true
      early.forms = []
      early.clicks = []
    } else win.requestAnimationFrame(takeOver)
    // A frame later: the fields' new values have rendered, so the form's handler reads them.
    if (send.length || press.length)
      win.requestAnimationFrame(() => {
        for (const form of send) if (container.contains(form)) form.requestSubmit()
        for (const button of press) if (container.contains(button)) button.click()
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
