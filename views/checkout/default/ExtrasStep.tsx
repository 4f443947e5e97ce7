import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { QuestionFlowMachine } from '../../../machines/question-flow.machine'
import { extraCoveragesByProduct } from '../../../machines/question-flow/rules'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { StepActions, StepForm } from '../../forms/fields'

type Snapshot = SnapshotFrom<QuestionFlowMachine>
const selectExtras = (s: Snapshot) => s.context.extras
const selectAnswers = (s: Snapshot) => s.context.answers
const selectSaving = (s: Snapshot) => s.hasTag('busy')
const selectPending = (s: Snapshot) => s.context.pending
const selectFailure = (s: Snapshot) => s.context.failure
const selectHasQuestions = (s: Snapshot) => s.context.questions.length > 0

/** A price factor as the change it makes: "1.08" → 8 (percent more). */
const percentMore = (factor: string) => Math.round((Number(factor) - 1) * 100)

/** The extra coverages of the products, grouped by product (forms §4); each one is optional. */
export function ExtrasStep({
  flow,
  productName,
}: {
  flow: ActorRefFrom<QuestionFlowMachine>
  productName: (productId: number) => string
}) {
  const { t, i18n } = useLingui()
  const extras = useSelector(flow, selectExtras)
  const answers = useSelector(flow, selectAnswers)
  const saving = useSelector(flow, selectSaving)
  const pending = useSelector(flow, selectPending)
  const failure = useSelector(flow, selectFailure)
  const hasQuestions = useSelector(flow, selectHasQuestions)
  const groups = extraCoveragesByProduct(extras, productName)
  return (
    <Stack gap="lg" maw={720} data-testid="extras-step">
      <Title order={1}>{t`Extra dekkingen`}</Title>
      <Text>{t`Wil je je verzekering uitbreiden? Deze dekkingen zijn niet verplicht.`}</Text>
      <StepForm onSubmit={() => flow.send({ type: 'user.confirmExtras' })}>
        <Stack gap="md">
          {groups.map((group) => (
            <Stack key={group.product} gap="sm" component="section" aria-label={group.product}>
              <Title order={2} size="h4">
                {group.product}
              </Title>
              {group.questions.map((question) => {
                const chosen = answers[question.id]?.value
                const chosenOption = chosen && 'option' in chosen ? chosen.option : null
                return (
                  <Paper key={question.id} withBorder radius="md" p="md">
                    <Stack gap="xs" role="group" aria-label={question.text}>
                      <Text fw={600}>{question.text}</Text>
                      {question.help && (
                        <Text size="sm" c="var(--partner-text-muted)">
                          {question.help}
                        </Text>
                      )}
                      <Group gap="xs">
                        {question.options.map((option) => {
                          const more = percentMore(option.price_factor)
                          const label = option.text
                          return (
                            <Button
                              key={option.id}
                              variant={chosenOption === option.id ? 'filled' : 'default'}
                              aria-pressed={chosenOption === option.id}
                              loading={
                                saving &&
                                pending?.question === question.id &&
                                'option' in pending.value &&
                                pending.value.option === option.id
                              }
                              disabled={saving}
                              onClick={() =>
                                flow.send({
                                  type: 'user.answer',
                                  question: question.id,
                                  value: { option: option.id },
                                })
                              }
                            >
                              {more > 0 ? t`${label} (+${more}% premie)` : label}
                            </Button>
                          )
                        })}
                      </Group>
                    </Stack>
                  </Paper>
                )
              })}
            </Stack>
          ))}
          {failure && (
            <Alert color="yellow" role="alert">
              {i18n._(checkoutFailureMessage({ code: failure.code, reason: null }))}
            </Alert>
          )}
          <StepActions
            submit={t`Verder`}
            busy={saving}
            onBack={hasQuestions ? () => flow.send({ type: 'user.back' }) : undefined}
          />
        </Stack>
      </StepForm>
    </Stack>
  )
}
