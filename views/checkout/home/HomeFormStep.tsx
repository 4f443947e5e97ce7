import { useLingui } from '@lingui/react/macro'
import { Alert, Radio, Stack, Text, Title } from '@mantine/core'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useSelector } from '@xstate/react'
import { HOME_FORM_KEYS, homeFormSchema, type HomeFormKey } from '../../../api/contract/home'
import { formKeysOf, valuesOf } from '../../../machines/home/home.rules'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { StepActions, StepForm, useFieldError } from '../../forms/fields'
import type { AnyFieldApi } from '@tanstack/react-form'
import type { Question } from '../../../api/contract/questions'
import type { HomeJourneyRef, HomeJourneySnapshot } from './journey-ref'

const selectQuestions = (s: HomeJourneySnapshot) => s.context.questions
const selectFailure = (s: HomeJourneySnapshot) => s.context.failure

/** The home quote form (forms §3): the questions the group's products ask, each a choice. */
export function HomeFormStep({ journey }: { journey: HomeJourneyRef }) {
  const { t, i18n } = useLingui()
  const questions = useSelector(journey, selectQuestions)
  const failure = useSelector(journey, selectFailure)
  const keys = formKeysOf(questions)
  const schema = homeFormSchema(keys)
  const start = { ...journey.getSnapshot().context.values, ...valuesOf(questions) }
  const form = useForm({
    defaultValues: Object.fromEntries(HOME_FORM_KEYS.map((key) => [key, start[key] ?? ''])) as Record<
      HomeFormKey,
      string
    >,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => journey.send({ type: 'user.submitAnswers', values: schema.parse(value) }),
  })
  return (
    <Stack gap="lg" maw={720} data-testid="home-form">
      <Title order={1}>{t`Over je woning`}</Title>
      <Text>{t`Beantwoord deze vragen, dan berekenen we je premie.`}</Text>
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      <StepForm onSubmit={() => void form.handleSubmit()}>
        <Stack gap="lg">
          {keys.map((key) => (
            <form.Field key={key} name={key}>
              {(field) => <HomeChoice field={field} question={questions.find((q) => q.key === key)!} />}
            </form.Field>
          ))}
          <StepActions submit={t`Bereken je premie`} />
        </Stack>
      </StepForm>
    </Stack>
  )
}

/** One question of the form as a group of radio buttons. */
function HomeChoice({ field, question }: { field: AnyFieldApi; question: Question }) {
  const error = useFieldError(field)
  return (
    <Radio.Group
      name={question.key}
      label={question.text}
      description={question.help}
      value={field.state.value as string}
      onChange={(value) => field.handleChange(value)}
      error={error}
      required
    >
      <Stack gap="xs" mt="xs">
        {question.options.map((option) => (
          <Radio key={option.key} value={option.key} label={option.text} />
        ))}
      </Stack>
    </Radio.Group>
  )
}
