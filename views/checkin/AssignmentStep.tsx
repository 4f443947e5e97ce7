import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm, type AnyFieldApi } from '@tanstack/react-form'
import { useSelector } from '@xstate/react'
import {
  assignmentSchema,
  MAX_ASSIGNMENT_DESCRIPTION_LENGTH,
  type AssignmentForm,
} from '../../api/contract/checkin'
import { todayInNl } from '../../api/contract/date-rules'
import { StepActions, StepForm } from '../forms/fields'
import type { CheckinRef } from './checkin-runtime'
import { CheckinTitle } from './CheckinTitle'
import { checkinFieldMessage } from './checkin-texts'

const EMPTY: AssignmentForm = {
  client_name: '',
  client_email: '',
  description: '',
  period_from: '',
  period_to: '',
}

/** Step 1: the assignment (client, e-mail, description, period), checked with the contract's schema. */
export function AssignmentStep({ actor }: { actor: CheckinRef }) {
  const { t, i18n } = useLingui()
  const stated = useSelector(actor, (s) => s.context.assignment)
  const schema = assignmentSchema({ today: todayInNl() })
  const form = useForm({
    defaultValues: stated ?? EMPTY,
    validators: { onSubmit: schema },
    onSubmit: ({ value }) => {
      const parsed = schema.safeParse(value)
      if (parsed.success) actor.send({ type: 'user.submitAssignment', assignment: parsed.data })
    },
  })
  const errorOf = (field: AnyFieldApi) => {
    const error = (field.state.meta.errors as unknown[])[0]
    return error ? i18n._(checkinFieldMessage(error)) : undefined
  }
  const text = (name: keyof AssignmentForm, label: string, props: Record<string, unknown> = {}) => (
    <form.Field name={name}>
      {(field) => (
        <TextInput
          label={label}
          withAsterisk
          name={name}
          value={field.state.value}
          onChange={(e) => field.handleChange(e.currentTarget.value)}
          onBlur={field.handleBlur}
          error={errorOf(field)}
          {...props}
        />
      )}
    </form.Field>
  )

  return (
    <Stack gap="md">
      <CheckinTitle>{t`Over je opdracht`}</CheckinTitle>
      <Text>{t`Voor welke opdrachtgever check je in? Zij krijgen de bevestiging van je dekking per e-mail.`}</Text>
      <StepForm onSubmit={() => void form.handleSubmit()}>
        <Stack gap="md">
          {text('client_name', t`Naam van je opdrachtgever`, { autoComplete: 'organization' })}
          {text('client_email', t`E-mailadres van je opdrachtgever`, {
            type: 'email',
            autoComplete: 'off',
            description: t`Hierheen sturen we de bevestiging.`,
          })}
          <form.Field name="description">
            {(field) => (
              <Textarea
                label={t`Omschrijving van de opdracht`}
                description={t`Wat ga je doen? Hoogstens ${MAX_ASSIGNMENT_DESCRIPTION_LENGTH} tekens.`}
                withAsterisk
                autosize
                minRows={3}
                name="description"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.currentTarget.value)}
                onBlur={field.handleBlur}
                error={errorOf(field)}
              />
            )}
          </form.Field>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('period_from', t`Begindatum`, { type: 'date' })}
            {text('period_to', t`Einddatum`, { type: 'date' })}
          </SimpleGrid>
          <StepActions submit={t`Verder`} />
        </Stack>
      </StepForm>
    </Stack>
  )
}
