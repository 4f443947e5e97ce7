import { useLingui } from '@lingui/react/macro'
import { Button, Group, Input, Paper, Radio, SimpleGrid, Stack } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useSelector } from '@xstate/react'
import { useId, type ChangeEvent } from 'react'
import { CANCEL_REASONS, exitSurveyFormSchema, MAX_FEEDBACK_LENGTH } from '../../api/contract/cancellation'
import { SURVEY_RATINGS } from '../../api/contract/survey'
import type { ExitSurvey } from '../../machines/cancellation.machine'
import type { CancellationRef } from './cancellation-effects'
import { fieldErrorMessage, RATING_LABELS, REASON_LABELS } from './cancellation-texts'
import { BackButton, StepTitle } from './step-parts'

/** The exit survey (forms §4 Cancellation): rating 1–5, reason and feedback, validated with the contract's schema. */
export function SurveyStep({ actor }: { actor: CancellationRef }) {
  const { t, i18n } = useLingui()
  const chosen = useSelector(actor, (s) => s.context.survey)
  const feedbackId = useId()
  const form = useForm({
    defaultValues: {
      rating: (chosen?.rating ?? null) as number | null,
      reason: (chosen?.reason ?? null) as ExitSurvey['reason'] | null,
      feedback: chosen?.feedback ?? '',
    },
    validators: { onSubmit: exitSurveyFormSchema },
    onSubmit: ({ value }) => {
      const { rating, reason, feedback } = exitSurveyFormSchema.parse(value)
      actor.send({ type: 'user.answerSurvey', rating, reason, feedback })
    },
  })
  const error = (field: string, errors: unknown[]) =>
    errors[0] ? i18n._(fieldErrorMessage(field, errors[0])) : undefined
  const max = MAX_FEEDBACK_LENGTH
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <Stack gap="lg">
        <StepTitle>{t`Waarom zeg je op?`}</StepTitle>
        <form.Field name="rating">
          {(field) => (
            <Radio.Group
              label={t`Hoe tevreden was je over deze verzekering?`}
              withAsterisk
              value={field.state.value === null ? null : String(field.state.value)}
              onChange={(value) => field.handleChange(Number(value))}
              error={error('rating', field.state.meta.errors)}
            >
              <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs" mt="xs">
                {SURVEY_RATINGS.map((rating) => (
                  <Paper key={rating} withBorder radius="md" p="sm">
                    <Radio value={String(rating)} label={i18n._(RATING_LABELS[rating]!)} />
                  </Paper>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        </form.Field>
        <form.Field name="reason">
          {(field) => (
            <Radio.Group
              label={t`Wat is de belangrijkste reden?`}
              withAsterisk
              value={field.state.value}
              onChange={(value) => field.handleChange(value as ExitSurvey['reason'])}
              error={error('reason', field.state.meta.errors)}
            >
              <Stack gap="xs" mt="xs">
                {CANCEL_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={i18n._(REASON_LABELS[reason])} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </form.Field>
        <form.Field name="feedback">
          {(field) => (
            <Input.Wrapper
              id={feedbackId}
              label={t`Wil je nog iets kwijt?`}
              description={t`Optioneel. Hoogstens ${max} tekens.`}
              error={error('feedback', field.state.meta.errors)}
            >
              <Input
                id={feedbackId}
                component="textarea"
                multiline
                rows={4}
                error={field.state.meta.errors.length > 0}
                value={field.state.value}
                onChange={(e: ChangeEvent<HTMLTextAreaElement>) => field.handleChange(e.currentTarget.value)}
                onBlur={field.handleBlur}
                styles={{ input: { resize: 'vertical', paddingBlock: 'var(--mantine-spacing-xs)' } }}
              />
            </Input.Wrapper>
          )}
        </form.Field>
        <Group>
          <Button type="submit">{t`Verder`}</Button>
          <BackButton actor={actor} />
        </Group>
      </Stack>
    </form>
  )
}
