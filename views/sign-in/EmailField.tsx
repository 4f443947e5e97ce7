import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { TextInput } from '@mantine/core'
import { validationMessage } from '../forms/validation-messages'

/** What EmailField needs of a TanStack Form field of a string. */
export interface EmailFieldApi {
  state: { value: string; meta: { errors: readonly unknown[] } }
  handleChange: (value: string) => void
  handleBlur: () => void
}

/**
 * The e-mail field of a sign-in-by-link form (the customer's and the partner admin's): labelled, typed
 * for e-mail on phones, its first error in the user's language.
 */
export function EmailField({ field }: { field: EmailFieldApi }) {
  const { i18n } = useLingui()
  const error = field.state.meta.errors[0]
  return (
    <TextInput
      label={i18n._(msg`E-mailadres`)}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={field.state.value}
      onChange={(e) => field.handleChange(e.currentTarget.value)}
      onBlur={field.handleBlur}
      error={error ? i18n._(validationMessage(error)) : undefined}
    />
  )
}
