import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import * as z from 'zod/mini'
import { AOV_MAX_AGE, birthDateSchema, todayInNl } from '../../../api/contract/date-rules'
import { BirthDateField, StepActions, StepForm } from '../../forms/fields'
import type { AovJourneyRef } from './journey-ref'

/** The customer's birth date before the premium (forms §5: 18 to 57 for income protection). */
export function BirthDateStep({ journey }: { journey: AovJourneyRef }) {
  const { t } = useLingui()
  const saved = journey.getSnapshot().context.birthDate
  // Judged on today in the Netherlands, as the server does.
  const schema = z.object({ birth_date: birthDateSchema({ today: todayInNl(), maxAge: AOV_MAX_AGE }) })
  const form = useForm({
    defaultValues: { birth_date: saved ?? '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) =>
      journey.send({ type: 'user.submitBirthDate', birthDate: schema.parse(value).birth_date }),
  })
  return (
    <Stack gap="lg" maw={720} data-testid="aov-birth-date">
      <Title order={1}>{t`Wat is je geboortedatum?`}</Title>
      <Text>
        {t`Je premie hangt af van je leeftijd. Een arbeidsongeschiktheidsverzekering sluit je af tussen je 18e en 57e.`}
      </Text>
      <StepForm onSubmit={() => void form.handleSubmit()}>
        <Stack gap="sm">
          <form.Field name="birth_date">{(f) => <BirthDateField field={f} />}</form.Field>
          <StepActions submit={t`Bereken mijn premie`} onBack={() => journey.send({ type: 'user.back' })} />
        </Stack>
      </StepForm>
    </Stack>
  )
}
