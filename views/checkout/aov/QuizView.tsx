import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { QUIZ_ATTEMPTS } from '../../../api/contract/quiz'
import type { QuizMachine } from '../../../machines/quiz.machine'
import { useFocusHeading } from '../../forms/fields'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { Busy } from '../../funnel/FunnelFrame'

type QuizRef = ActorRefFrom<QuizMachine>
type Snapshot = SnapshotFrom<QuizMachine>

const SCREENS = ['intro', 'answering', 'passedResult', 'secondChance', 'failedTwice', 'loadFailed'] as const
type Screen = (typeof SCREENS)[number] | 'busy'
const selectScreen = (s: Snapshot): Screen => SCREENS.find((screen) => s.matches(screen)) ?? 'busy'
const selectCurrent = (s: Snapshot) => s.context.current
const selectQuestions = (s: Snapshot) => s.context.questions
const selectAnswers = (s: Snapshot) => s.context.answers
const selectAttempt = (s: Snapshot) => s.context.attempt
const selectResult = (s: Snapshot) => s.context.result
const selectFailure = (s: Snapshot) => s.context.failure
const selectSubmitting = (s: Snapshot) => s.matches('submitting')

/** The knowledge quiz (forms §2 quiz start and result, §4): the screen of the state the quiz is in. */
export function QuizView({ quiz }: { quiz: QuizRef }) {
  const screen = useSelector(quiz, selectScreen)
  const current = useSelector(quiz, selectCurrent)
  const focusRoot = useFocusHeading<HTMLDivElement>(`${screen}-${current}`)
  return (
    <Stack gap="lg" maw={720} ref={focusRoot} data-testid="quiz" data-screen={screen}>
      {screen === 'intro' ? (
        <Intro quiz={quiz} />
      ) : screen === 'answering' ? (
        <Answering quiz={quiz} />
      ) : screen === 'passedResult' ? (
        <Passed quiz={quiz} />
      ) : screen === 'secondChance' ? (
        <SecondChance quiz={quiz} />
      ) : screen === 'failedTwice' ? (
        <FailedTwice quiz={quiz} />
      ) : screen === 'loadFailed' ? (
        <LoadFailed quiz={quiz} />
      ) : (
        <Busy />
      )}
    </Stack>
  )
}

function Intro({ quiz }: { quiz: QuizRef }) {
  const { t } = useLingui()
  const count = useSelector(quiz, selectQuestions).length || 11
  const attempts = QUIZ_ATTEMPTS
  return (
    <>
      <Title order={1}>{t`Kennistoets`}</Title>
      <Text>
        {t`Voordat je een arbeidsongeschiktheidsverzekering afsluit, toetsen we of je weet wat je koopt. De toets heeft ${count} vragen en je hebt ${attempts} pogingen.`}
      </Text>
      <Button style={{ alignSelf: 'flex-start' }} size="md" onClick={() => quiz.send({ type: 'user.start' })}>
        {t`Start de toets`}
      </Button>
    </>
  )
}

function Answering({ quiz }: { quiz: QuizRef }) {
  const { t, i18n } = useLingui()
  const questions = useSelector(quiz, selectQuestions)
  const current = useSelector(quiz, selectCurrent)
  const answers = useSelector(quiz, selectAnswers)
  const attempt = useSelector(quiz, selectAttempt)
  const submitting = useSelector(quiz, selectSubmitting)
  const failure = useSelector(quiz, selectFailure)
  const question = questions[current]
  if (!question) return <Busy />
  const number = current + 1
  const total = questions.length
  const allAnswered = questions.every((q) => answers[q.id] !== undefined)
  return (
    <>
      <Stack gap={6}>
        <Text size="sm" c="var(--partner-text-muted)" data-testid="quiz-progress">
          {attempt === 2 ? t`Tweede poging · vraag ${number} van ${total}` : t`Vraag ${number} van ${total}`}
        </Text>
        <Progress value={(number / total) * 100} size="sm" aria-hidden />
      </Stack>
      <Stack gap="xs" role="group" aria-labelledby={`quiz-q-${question.id}`}>
        <Title order={1} size="h2" id={`quiz-q-${question.id}`}>
          {question.text}
        </Title>
        {question.options.map((option) => (
          <Button
            key={option.id}
            size="md"
            justify="flex-start"
            variant={answers[question.id] === option.id ? 'filled' : 'default'}
            aria-pressed={answers[question.id] === option.id}
            disabled={submitting}
            onClick={() => quiz.send({ type: 'user.answer', question: question.id, option: option.id })}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            h="auto"
            py="xs"
          >
            {option.text}
          </Button>
        ))}
      </Stack>
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      <Group>
        {allAnswered && (
          <Button size="md" loading={submitting} onClick={() => quiz.send({ type: 'user.submit' })}>
            {t`Toets inleveren`}
          </Button>
        )}
        {current > 0 && (
          <Button variant="subtle" disabled={submitting} onClick={() => quiz.send({ type: 'user.back' })}>
            {t`Vorige vraag`}
          </Button>
        )}
      </Group>
    </>
  )
}

function Score({ quiz }: { quiz: QuizRef }) {
  const { t } = useLingui()
  const result = useSelector(quiz, selectResult)
  const total = useSelector(quiz, selectQuestions).length
  if (!result) return null
  const score = result.score
  return <Text data-testid="quiz-score">{t`Je had ${score} van de ${total} vragen goed.`}</Text>
}

function Passed({ quiz }: { quiz: QuizRef }) {
  const { t } = useLingui()
  return (
    <>
      <Title order={1}>{t`Je bent geslaagd`}</Title>
      <Score quiz={quiz} />
      <Text>{t`Hierna stellen we je een paar vragen over je gezondheid.`}</Text>
      <Continue quiz={quiz} />
    </>
  )
}

function SecondChance({ quiz }: { quiz: QuizRef }) {
  const { t } = useLingui()
  return (
    <>
      <Title order={1}>{t`Helaas, nog niet gehaald`}</Title>
      <Score quiz={quiz} />
      <Text>
        {t`Je krijgt nog één kans met een andere toets. We hebben hem ook naar je e-mail gestuurd, zodat je hem later kunt maken.`}
      </Text>
      <Button style={{ alignSelf: 'flex-start' }} size="md" onClick={() => quiz.send({ type: 'user.retry' })}>
        {t`Tweede poging starten`}
      </Button>
    </>
  )
}

function FailedTwice({ quiz }: { quiz: QuizRef }) {
  const { t } = useLingui()
  return (
    <>
      <Title order={1}>{t`Een adviseur helpt je verder`}</Title>
      <Score quiz={quiz} />
      <Text>
        {t`Je hebt de toets twee keer niet gehaald. Deze verzekering sluit je daarom af met hulp van een adviseur; die neemt contact met je op.`}
      </Text>
      <Continue quiz={quiz} />
    </>
  )
}

function LoadFailed({ quiz }: { quiz: QuizRef }) {
  const { t, i18n } = useLingui()
  const failure = useSelector(quiz, selectFailure)
  return (
    <>
      <Title order={1}>{t`De toets kon niet worden geladen`}</Title>
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => quiz.send({ type: 'user.retry' })}>
        {t`Opnieuw proberen`}
      </Button>
    </>
  )
}

/** On from a final result: the medical questions after a pass, the advisor's outcome after two fails. */
function Continue({ quiz }: { quiz: QuizRef }) {
  const { t } = useLingui()
  return (
    <Button
      style={{ alignSelf: 'flex-start' }}
      size="md"
      onClick={() => quiz.send({ type: 'user.continue' })}
    >
      {t`Verder`}
    </Button>
  )
}
