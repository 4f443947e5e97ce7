import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMemo } from 'react'
import * as z from 'zod/mini'
import { BIRTH_DATE_MISMATCH } from '../../../api/contract/aov'
import { personFormSchema } from '../../../api/contract/checkout-forms'
import { todayInNl } from '../../../api/contract/date-rules'
import { useAuth } from '../../platform/use-auth'
import type { FormsRef } from './journey-ref'
import { BirthDateField, FieldText, StepActions, StepForm } from '../../forms/fields'

/** Personal details (forms §3 person form): name, birth date (18 to 58), phone and e-mail. */
export function PersonStep({ journey }: { journey: FormsRef }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const { person: saved, knownBirthDate } = journey.getSnapshot().context
  // Judged on today in the Netherlands, as the server does; income protection's premium was calculated
  // for the birth date asked before, so the details must give the same one (the server checks it too).
  // Built once per step, not on every render and keystroke: today in the Netherlands is a time-zone
  // calculation that the step's first render cannot afford (issue 26).
  const schema = useMemo(() => {
    const base = personFormSchema(todayInNl())
    return knownBirthDate
      ? z.extend(base, {
          birth_date: base.shape.birth_date.check(z.refine((v) => v === knownBirthDate, BIRTH_DATE_MISMATCH)),
        })
      : base
  }, [knownBirthDate])
  const form = useForm({
    defaultValues: {
      first_name: saved?.first_name ?? user?.first_name ?? '',
      last_name: saved?.last_name ?? '',
      birth_date: saved?.birth_date ?? knownBirthDate ?? '',
      phone_number: saved?.phone_number ?? '',
      email: saved?.email ?? user?.email ?? '',
    },
    // Checked on submit, then on every change until it is right.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => journey.send({ type: 'user.submitPerson', person: schema.parse(value) }),
  })
  return (
    <Stack gap="lg" maw={720} data-testid="person-step">
      <Title order={1}>{t`Je persoonlijke gegevens`}</Title>
      <Text>{t`We gebruiken deze gegevens voor je polis en om contact met je op te nemen.`}</Text>
      <StepForm onSubmit={() => void form.handleSubmit()}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <form.Field name="first_name">
              {(f) => <FieldText field={f} label={t`Voornaam`} required autoComplete="given-name" />}
            </form.Field>
            <form.Field name="last_name">
              {(f) => <FieldText field={f} label={t`Achternaam`} required autoComplete="family-name" />}
            </form.Field>
          </SimpleGrid>
          <form.Field name="birth_date">{(f) => <BirthDateField field={f} />}</form.Field>
          <form.Field name="phone_number">
            {(f) => (
              <FieldText
                field={f}
                label={t`Telefoonnummer`}
                type="tel"
                required
                autoComplete="tel"
                maw={320}
              />
            )}
          </form.Field>
          <form.Field name="email">
            {(f) => <FieldText field={f} label={t`E-mailadres`} type="email" required autoComplete="email" />}
          </form.Field>
          <StepActions submit={t`Verder`} onBack={() => journey.send({ type: 'user.back' })} />
        </Stack>
      </StepForm>
    </Stack>
  )
}
