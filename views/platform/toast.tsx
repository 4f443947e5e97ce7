import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSyncExternalStore } from 'react'
import { Notice } from '../ui/Notice'
import { describeError } from './error-messages'
import classes from './toast.module.css'

interface Toast {
  id: number
  title: string
  message: string
}

// A tiny store instead of @mantine/notifications: toasts must show even when the network is gone
// (a lazily loaded toast system would fail exactly then), and this costs no extra bundle.
let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Closes every toast: the user acted on what they said (started again), and they would cover a dialog. */
export function dismissAllToasts() {
  if (toasts.length === 0) return
  toasts = []
  emit()
}

/** The closable warning toast the spec asks for on failures (language change, partner, user...). */
export function showErrorToast(i18n: I18n, error: unknown): void {
  const text = describeError(error)
  if (!text) return
  const toast = { id: nextId++, title: i18n._(text.title), message: text.details ?? i18n._(text.message) }
  toasts = [...toasts.filter((t) => t.message !== toast.message), toast].slice(-3)
  emit()
}

/** A closable warning toast with a text of our own (a journey's failure reason). */
export function showMessageToast(i18n: I18n, message: MessageDescriptor): void {
  const toast = { id: nextId++, title: i18n._(TITLE), message: i18n._(message) }
  toasts = [...toasts.filter((t) => t.message !== toast.message), toast].slice(-3)
  emit()
}

const TITLE = msg`Er ging iets mis`
const CLOSE = msg`Sluiten`

/** The toast stack, top right; each stays until closed. Needs the I18nProvider above it. */
export function Toasts() {
  const { i18n } = useLingui()
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
  if (list.length === 0) return null
  return (
    <div className={classes.stack}>
      {list.map((toast) => (
        <Notice
          key={toast.id}
          floating
          title={toast.title}
          closeLabel={i18n._(CLOSE)}
          onClose={() => dismissToast(toast.id)}
        >
          {toast.message}
        </Notice>
      ))}
    </div>
  )
}
