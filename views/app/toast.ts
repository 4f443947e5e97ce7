import type { I18n } from '@lingui/core'
import { notifications } from '@mantine/notifications'
import { describeError } from '../errors/error-messages'

/** The closable warning toast the spec asks for on failures (language change, partner, user...). */
export function showErrorToast(i18n: I18n, error: unknown): void {
  const text = describeError(error)
  if (!text) return
  notifications.show({
    color: 'yellow',
    title: i18n._(text.title),
    message: text.details ?? i18n._(text.message),
    withCloseButton: true,
    autoClose: false,
  })
}
