import { useSyncExternalStore } from 'react'

/** The support panels the page draws itself (the Trengo widget draws its own). */
export type SupportPanel = 'assistant' | 'chat' | 'faq'

/** What the chat form starts with when the assistant hands a question over to a person. */
export interface ChatPrefill {
  message: string
}

export interface SupportPanelState {
  panel: SupportPanel
  /** False while it closes: the panel stays in the page for HIDE_AFTER_MS, then goes. */
  open: boolean
  prefill: ChatPrefill | null
}

/** A closed panel leaves the page one second after it closed (core §4: the chat hides one second after closing). */
export const HIDE_AFTER_MS = 1000

let state: SupportPanelState | null = null
let hideTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()
const publish = (next: SupportPanelState | null) => {
  state = next
  for (const listener of listeners) listener()
}

/** Opens a panel (replacing any other); the menu and the mobile navigation both call it. */
export function openSupportPanel(panel: SupportPanel, prefill: ChatPrefill | null = null): void {
  clearTimeout(hideTimer)
  publish({ panel, open: true, prefill })
}

/** Closes the open panel; it is removed from the page HIDE_AFTER_MS later unless opened again. */
export function closeSupportPanel(): void {
  if (!state?.open) return
  publish({ ...state, open: false })
  clearTimeout(hideTimer)
  hideTimer = setTimeout(() => publish(null), HIDE_AFTER_MS)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The panel in the page, open or closing; null when none is. */
export const useSupportPanel = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  )
