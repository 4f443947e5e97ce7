import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Progress, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import * as z from 'zod/mini'
import {
  dateValueSchema,
  moneyValueSchema,
  textValueSchema,
  type Question,
} from '../../../api/contract/questions'
import { dateAnswerRule, todayInNl } from '../../../api/contract/date-rules'
import type { QuestionFlowMachine } from '../../../machines/question-flow.machine'
import type { AnswerValue } from '../../../machines/question-flow/rules'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { checkoutValidationMessage } from '../../forms/validation-texts'
import { Busy } from '../../funnel/FunnelFrame'
import { ExtrasStep } from './ExtrasStep'
import { SingleChoice } from './SingleChoice'
import { useFocusHeading } from '../../forms/fields'
import { checkoutFailureMessage } from '../../forms/failure-messages'

type QuestionFlowRef = ActorRefFrom<QuestionFlowMachine>
type QuestionFlowSnapshot = SnapshotFrom<QuestionFlowMachine>

const selectView = (s: QuestionFlowSnapshot) =>
  s.matches('loadFailed')
    ? 'loadFailed'
    : s.matches('extras') || s.matches('savingExtra')
      ? 'extras'
      : s.matches('answering') || s.matches('saving')
        ? 'asking'
        : 'loading'
const selectCurrent = (s: QuestionFlowSnapshot) => s.context.questions[s.context.current] ?? null
const selectIndex = (s: QuestionFlowSnapshot) => s.context.current
const selectTotal = (s: QuestionFlowSnapshot) => s.context.questions.length
const selectSaving = (s: QuestionFlowSnapshot) => s.hasTag('busy')
const selectFailure = (s: QuestionFlowSnapshot) => s.context.failure

/** Digits only for money answers (forms §5: income and price answers keep digits only). */
const digitsOnly = (value: string) => value.replace(/\D/g, '')
const numberSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.refine((v) => /^-?\d+([.,]\d+)?$/.test(v), 'number'),
)

/** The products' questions, one at a time (forms §4), with progress and back. */
export function QuestionStep({
  flow,
  productName,
}: {
  flow: QuestionFlowRef
  productName: (productId: number) => string
}) {
  const { t, i18n } = useLingui()
  const view = useSelector(flow, selectView)
  const question = useSelector(flow, selectCurrent)
  const index = useSelector(flow, selectIndex)
  const total = useSelector(flow, selectTotal)
  const saving = useSelector(flow, selectSaving)
  const failure = useSelector(flow, selectFailure)
  const answer = useSelector(flow, (s) => (question ? s.context.answers[question.id] : undefined))
  const focusRoot = useFocusHeading<HTMLDivElement>(question?.id)
  // The questions come in the page's language: another language loads them again, in place.
  const locale = useRef(i18n.locale)
  useEffect(() => {
    if (locale.current === i18n.locale) return
    // While an answer is being saved the reload waits until it is (this runs again when saving ends).
    if (!flow.getSnapshot().can({ type: 'locale.changed' })) return
    locale.current = i18n.locale
    flow.send({ type: 'locale.changed' })
  }, [i18n.locale, flow, view, saving])
  if (view === 'loading') return <Busy />
  if (view === 'extras') return <ExtrasStep flow={flow} productName={productName} />
  if (view === 'loadFailed')
    return (
      <Stack gap="md" maw={720}>
        <Alert color="yellow" role="alert" title={t`De vragen konden niet worden geladen`}>
          {failure ? i18n._(checkoutFailureMessage({ code: failure.code, reason: null })) : null}
        </Alert>
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => flow.send({ type: 'user.retry' })}>
          {t`Opnieuw proberen`}
        </Button>
      </Stack>
    )
  if (!question) return <Busy />
  const send = (value: AnswerValue, reason?: string) =>
    flow.send({ type: 'user.answer', question: question.id, value, ...(reason ? { reason } : {}) })
  const number = index + 1
  return (
    <Stack gap="lg" maw={720} data-testid="question" data-question-key={question.key} ref={focusRoot}>
      <Stack gap={6}>
        <Text size="sm" c="var(--partner-text-muted)" data-testid="question-progress">
          {t`Vraag ${number} van ${total}`}
        </Text>
        <Progress value={(number / total) * 100} size="sm" aria-hidden />
      </Stack>
      <Answering
        key={question.id}
        question={question}
        given={answer?.value}
        givenReason={answer?.detail?.reason}
        saving={saving}
        onAnswer={send}
      />
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage({ code: failure.code, reason: null }))}
        </Alert>
      )}
      {index > 0 && (
        <Button
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          disabled={saving}
          onClick={() => flow.send({ type: 'user.back' })}
        >
          {t`Vorige vraag`}
        </Button>
      )}
    </Stack>
  )
}

/** One question and its answer controls; a choice answers at once, other types with Next. */
function Answering({
  question,
  given,
  givenReason,
  saving,
  onAnswer,
}: {
  question: Question
  given: AnswerValue | undefined
  givenReason: string | undefined
  saving: boolean
  onAnswer: (value: AnswerValue, reason?: string) => void
}) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const helpId = useId()
  const chosen = given && 'option' in given ? given.option : null
  const [multi, setMulti] = useState<number[]>(
    given && 'multi_select_options' in given ? given.multi_select_options : [],
  )
  const initialText =
    given && 'date_value' in given
      ? given.date_value
      : given && 'money_value' in given
        ? given.money_value.split('.')[0]!
        : given && 'float_value' in given
          ? String(given.float_value)
          : given && 'text_value' in given
            ? given.text_value
            : ''
  const [text, setText] = useState(initialText)
  const [error, setError] = useState<string | null>(null)

  const submitText = () => {
    const schema =
      question.type === 'date'
        ? (dateAnswerRule(question.key, todayInNl()) ?? dateValueSchema)
        : question.type === 'money'
          ? moneyValueSchema
          : question.type === 'number'
            ? numberSchema
            : textValueSchema
    const parsed = z.safeParse(schema, text)
    if (!parsed.success) return setError(i18n._(checkoutValidationMessage(parsed.error.issues[0])))
    setError(null)
    const value = parsed.data as string
    onAnswer(
      question.type === 'date'
        ? { date_value: value }
        : question.type === 'money'
          ? { money_value: value }
          : question.type === 'number'
            ? { float_value: Number(value.replace(',', '.')) }
            : { text_value: value },
    )
  }

  const next = t`Volgende`
  return (
    <Stack
      gap="md"
      role="group"
      aria-labelledby={titleId}
      aria-describedby={question.help ? helpId : undefined}
    >
      <Title order={1} id={titleId} size="h2">
        {question.text}
      </Title>
      {question.help && (
        <Text id={helpId} c="var(--partner-text-muted)">
          {question.help}
        </Text>
      )}
      {question.type === 'single' && (
        <SingleChoice
          question={question}
          chosen={chosen}
          givenReason={givenReason}
          saving={saving}
          onAnswer={onAnswer}
        />
      )}
      {question.type === 'multi' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (multi.length === 0) return setError(i18n._(checkoutValidationMessage('required')))
            onAnswer({ multi_select_options: multi })
          }}
        >
          <Stack gap="sm">
            {question.options.map((option) => (
              <Checkbox
                key={option.id}
                label={option.text}
                checked={multi.includes(option.id)}
                onChange={(e) =>
                  setMulti((list) =>
                    e.currentTarget.checked ? [...list, option.id] : list.filter((id) => id !== option.id),
                  )
                }
              />
            ))}
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
              {next}
            </Button>
          </Stack>
        </form>
      )}
      {question.type !== 'single' && question.type !== 'multi' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            submitText()
          }}
        >
          <Stack gap="sm">
            {question.type === 'text' ? (
              <Textarea
                aria-labelledby={titleId}
                autosize
                minRows={3}
                value={text}
                error={error}
                onChange={(e) => setText(e.currentTarget.value)}
              />
            ) : (
              <TextInput
                aria-labelledby={titleId}
                type={question.type === 'date' ? 'date' : 'text'}
                inputMode={question.type === 'date' ? undefined : 'numeric'}
                leftSection={question.type === 'money' ? '€' : undefined}
                value={text}
                error={error}
                // Whole euros, digits only as typed: what the field shows is what is sent.
                onChange={(e) =>
                  setText(
                    question.type === 'money' ? digitsOnly(e.currentTarget.value) : e.currentTarget.value,
                  )
                }
                maw={320}
              />
            )}
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
              {next}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
