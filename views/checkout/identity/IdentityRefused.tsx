import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { IdentityError } from '../../../api/contract/identity'
import type { FormsRef, FormsSnapshot } from '../default/journey-ref'
import { IDENTITY_ERROR_TEXTS } from './identity-texts'

const selectError = (s: FormsSnapshot) => s.context.identityError
const isKnownError = (error: string | null): error is IdentityError =>
  error !== null && error in IDENTITY_ERROR_TEXTS

/**
 * The provider refused the document or selfie (forms §4 identity verification): the customer is told
 * so and why, nothing is taken out yet, and they may try again with another document. Skipping the
 * insurance (confirmed) is the button under the step, as on every step of the forms.
 */
export function IdentityRefused({ journey }: { journey: FormsRef }) {
  const { t, i18n } = useLingui()
  const error = useSelector(journey, selectError)
  const reason = isKnownError(error) ? i18n._(IDENTITY_ERROR_TEXTS[error]) : null
  return (
    <Stack gap="lg" maw={720} data-testid="identity-refused">
      <Title order={1}>{t`Je identiteitsbewijs is niet goedgekeurd`}</Title>
      <Alert color="yellow" role="alert" title={t`Waarom niet`}>
        {reason ?? t`Je identiteitsbewijs kon niet worden gecontroleerd.`}
      </Alert>
      <Text>
        {t`Je verzekering is nog niet afgesloten. Probeer het opnieuw met een ander identiteitsbewijs: een paspoort, identiteitskaart of rijbewijs dat nog geldig is, en een duidelijke selfie.`}
      </Text>
      <Group>
        <Button
          onClick={() => journey.send({ type: 'user.retry' })}
        >{t`Probeer een ander identiteitsbewijs`}</Button>
        <Button variant="default" onClick={() => journey.send({ type: 'user.back' })}>
          {t`Gegevens aanpassen`}
        </Button>
      </Group>
    </Stack>
  )
}
