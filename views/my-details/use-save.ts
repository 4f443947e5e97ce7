import { useLingui } from '@lingui/react/macro'
import type { AnyFormApi } from '@tanstack/react-form'
import { useState } from 'react'
import { isApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import type { User } from '../../api/contract/auth'
import { useAppDeps } from '../platform/deps'
import { useAuth, useAuthSend } from '../platform/use-auth'
import { updateDetails } from './details-query'
import { showServerErrors } from './server-errors'

/**
 * Saving a details form: the call, its answer put into the page's data (and the session's user when it
 * is the whole user), the server's field errors back on the fields, else a message for the form.
 * `refused` words a refusal the form knows (a mandate the provider did not make).
 */
export function useSave(
  fields: readonly string[],
  close: (saved: boolean) => void,
  refused?: (error: unknown) => string | null,
) {
  const { t } = useLingui()
  const { http, queryClient } = useAppDeps()
  const { user } = useAuth()
  const sendAuth = useAuthSend()
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  /** Saves; `apply` puts the answer into the user shown. */
  async function run<T>(
    form: AnyFormApi,
    call: (http: Http) => Promise<T>,
    apply: (user: User, answer: T) => User,
  ) {
    setSaving(true)
    setFailure(null)
    try {
      const answer = await call(http)
      updateDetails(queryClient, http, user?.id ?? 0, (kept) => apply(kept, answer))
      close(true)
    } catch (error) {
      if (showServerErrors(form, error, fields)) return
      const own = refused?.(error)
      setFailure(
        own ??
          (isApiError(error) && error.kind === 'network'
            ? t`Er is geen verbinding. Controleer je internet en probeer het opnieuw.`
            : t`Opslaan lukt nu niet. Probeer het zo opnieuw.`),
      )
    } finally {
      setSaving(false)
    }
  }
  /** Saves with `PATCH /users/me`: its answer is the whole user, the session's user too (the menu's name). */
  const runUser = (form: AnyFormApi, call: (http: Http) => Promise<User>) =>
    run(
      form,
      async (http) => {
        const answer = await call(http)
        sendAuth({ type: 'user.changed', user: answer })
        return answer
      },
      (_, answer) => answer,
    )
  return { saving, failure, run, runUser }
}
