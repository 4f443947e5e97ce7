import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { showMessageToast } from '../../platform/toast'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { RetryOrChange } from '../../forms/fields'
import type { FormsRef } from '../default/journey-ref'

/**
 * `/checkout/failure` after the verification could not be requested (forms §4 step 6): the reason in a
 * closable warning toast, and the way on: try again, or change the details.
 */
export function IdentityFailed({ journey }: { journey: FormsRef }) {
  const { t, i18n } = useLingui()
  const failure = useSelector(journey, (s) => s.context.failure)
  useEffect(() => {
    if (failure) showMessageToast(i18n, checkoutFailureMessage(failure))
  }, [failure, i18n])
  return (
    <Stack gap="lg" maw={720} data-testid="identity-failed">
      <Title order={1}>{t`Je identiteit kon niet worden gecontroleerd`}</Title>
      <Text>{t`De controle kon niet worden gestart. Je gegevens zijn bewaard; probeer het zo opnieuw.`}</Text>
      <RetryOrChange journey={journey} />
    </Stack>
  )
}
