import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { RetryOrChange } from '../../forms/fields'
import type { FormsRef } from '../default/journey-ref'

/**
 * `/checkout/failure` after the verification could not be requested (forms §4 step 6): the way on, try
 * again or change the details. The reason is a closable warning toast, told once by the app's follower.
 */
export function IdentityFailed({ journey }: { journey: FormsRef }) {
  const { t } = useLingui()
  return (
    <Stack gap="lg" maw={720} data-testid="identity-failed">
      <Title order={1}>{t`Je identiteit kon niet worden gecontroleerd`}</Title>
      <Text>{t`De controle kon niet worden gestart. Je gegevens zijn bewaard; probeer het zo opnieuw.`}</Text>
      <RetryOrChange journey={journey} />
    </Stack>
  )
}
