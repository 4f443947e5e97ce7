import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Checkbox, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { formalitiesOf, type Formality } from '../../../api/contract/checkout-forms'
import { checkoutValidationMessage } from '../../forms/validation-texts'
import type { FormsRef, FormsSnapshot } from './journey-ref'
import { StepActions, StepForm } from '../../forms/fields'

/** The confirmations of forms §5, in the customer's words. */
export const FORMALITY_TEXTS: Record<Formality, MessageDescriptor> = {
  truthful_answers: msg`Ik heb alle vragen naar waarheid beantwoord.`,
  no_liability_claim_5_years: msg`Ik heb de afgelopen 5 jaar geen aansprakelijkheidsclaim gehad.`,
  no_police_contact_8_years: msg`Ik ben de afgelopen 8 jaar niet in aanraking geweest met politie of justitie.`,
  no_fraud: msg`Ik heb nooit fraude gepleegd bij een verzekeraar.`,
  no_bankruptcy_5_years: msg`Ik ben de afgelopen 5 jaar niet failliet gegaan en heb geen surseance van betaling gehad.`,
  no_insurer_refusal_8_years: msg`Geen verzekeraar heeft mij de afgelopen 8 jaar geweigerd of opgezegd.`,
  digital_communication: msg`Ik ga akkoord met digitale communicatie over mijn verzekering.`,
  car_undamaged: msg`De auto is onbeschadigd.`,
  car_registered_at_own_address: msg`De auto staat op mijn eigen adres geregistreerd.`,
}

const selectFormalities = (s: FormsSnapshot) => s.context.formalities
const selectCar = (s: FormsSnapshot) => s.context.flow === 'car'

/** The checklist: every confirmation ticked by the customer before the payment step. */
export function FormalitiesStep({ journey }: { journey: FormsRef }) {
  const { t, i18n } = useLingui()
  const ticked = useSelector(journey, selectFormalities)
  const asked = formalitiesOf(useSelector(journey, selectCar))
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    if (!asked.every((key) => ticked.includes(key)))
      return setError(i18n._(checkoutValidationMessage('formalities')))
    journey.send({ type: 'user.submitFormalities' })
  }
  return (
    <Stack gap="lg" maw={720} data-testid="formalities-step">
      <Title order={1}>{t`Verklaringen`}</Title>
      <Text>{t`Lees de verklaringen en vink ze aan als ze kloppen.`}</Text>
      <StepForm onSubmit={submit}>
        <Stack gap="md">
          <Stack gap="sm" role="group" aria-label={t`Verklaringen`}>
            {asked.map((key) => (
              <Checkbox
                key={key}
                label={i18n._(FORMALITY_TEXTS[key])}
                checked={ticked.includes(key)}
                onChange={() => {
                  setError(null)
                  journey.send({ type: 'user.toggleFormality', key })
                }}
              />
            ))}
          </Stack>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <StepActions submit={t`Verder`} onBack={() => journey.send({ type: 'user.back' })} />
        </Stack>
      </StepForm>
    </Stack>
  )
}
