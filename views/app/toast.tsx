import type { I18n } from '@lingui/core'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { describeError } from '../errors/error-messages'

// Toasts are rare: their code (and its transitions) loads with the first one, not with the page.
const loadNotifications = () => import('./notifications.lazy')
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })))

let wanted = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The toast container; renders nothing until the first toast. */
export function Toasts() {
  const show = useSyncExternalStore(subscribe, () => wanted)
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  )
}

/** The closable warning toast the spec asks for on failures (language change, partner, user...). */
export async function showErrorToast(i18n: I18n, error: unknown): Promise<void> {
  const text = describeError(error)
  if (!text) return
  if (!wanted) {
    wanted = true
    listeners.forEach((l) => l())
  }
  const { notifications } = await loadNotifications()
  notifications.show({
    color: 'yellow',
    title: i18n._(text.title),
    message: text.details ?? i18n._(text.message),
    withCloseButton: true,
    autoClose: false,
  })
}
