import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { MedicalMachine } from '../../../machines/aov/medical.machine'
import type { PremiumMachine } from '../../../machines/aov/premium.machine'
import type { QuizMachine } from '../../../machines/quiz.machine'
import { FormsView } from '../default/DefaultJourneyView'
import type { FormsRef } from '../default/journey-ref'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { Busy } from '../../funnel/FunnelFrame'
import { BirthDateStep } from './BirthDateStep'
import type { AovJourneyRef, AovJourneySnapshot } from './journey-ref'
import { MedicalView } from './MedicalView'
import { PremiumView } from './PremiumView'
import { QuizView } from './QuizView'
import { GroupJourneyFrame, sameNames } from '../GroupJourneyFrame'

const STEPS = ['checkFailed', 'quiz', 'medical', 'birthDate', 'premium', 'confirmFailed', 'forms'] as const
type Step = (typeof STEPS)[number] | 'busy'

interface Children {
  quiz?: ActorRefFrom<QuizMachine>
  medical?: ActorRefFrom<MedicalMachine>
  premium?: ActorRefFrom<PremiumMachine>
  forms?: FormsRef
}
const selectStep = (s: AovJourneySnapshot): Step => STEPS.find((step) => s.matches(step)) ?? 'busy'
const selectChildren = (s: AovJourneySnapshot) => s.children as Children
const selectFailure = (s: AovJourneySnapshot) => s.context.failure
const selectNames = (s: AovJourneySnapshot) => s.context.items.map((item) => item.insurance_product.name)

/** Steps before the forms a customer may skip (the group is then left without cover); the forms have their own. */
const SKIPPABLE: readonly Step[] = ['checkFailed', 'quiz', 'medical', 'birthDate', 'premium', 'confirmFailed']

/** Income protection's checkout of one group: the screen of the step the journey is on. */
export function AovJourneyView({ journey }: { journey: AovJourneyRef }) {
  const step = useSelector(journey, selectStep)
  const names = useSelector(journey, selectNames, sameNames)
  return (
    <GroupJourneyFrame
      testId="aov-journey"
      step={step}
      productNames={names}
      onSkip={SKIPPABLE.includes(step) ? () => journey.send({ type: 'user.dropOut' }) : undefined}
    >
      <StepScreen journey={journey} step={step} />
    </GroupJourneyFrame>
  )
}

function StepScreen({ journey, step }: { journey: AovJourneyRef; step: Step }) {
  const children = useSelector(journey, selectChildren)
  switch (step) {
    case 'checkFailed':
    case 'confirmFailed':
      return <Failed journey={journey} step={step} />
    case 'quiz':
      return children.quiz ? <QuizView quiz={children.quiz} /> : <Busy />
    case 'medical':
      return children.medical ? <MedicalView medical={children.medical} /> : <Busy />
    case 'birthDate':
      return <BirthDateStep journey={journey} />
    case 'premium':
      return children.premium ? (
        <PremiumView premium={children.premium} onBack={() => journey.send({ type: 'user.back' })} />
      ) : (
        <Busy />
      )
    case 'forms':
      return children.forms ? <FormsView forms={children.forms} /> : <Busy />
    default:
      return <Busy />
  }
}

/** Checking the product or storing the application failed: try again (or change the choices). */
function Failed({ journey, step }: { journey: AovJourneyRef; step: 'checkFailed' | 'confirmFailed' }) {
  const { t, i18n } = useLingui()
  const failure = useSelector(journey, selectFailure)
  return (
    <Stack gap="lg" maw={720} data-testid="aov-failed">
      <Title order={1}>
        {step === 'checkFailed'
          ? t`Deze verzekering kon niet worden geladen`
          : t`Je keuze is niet opgeslagen`}
      </Title>
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      <Group>
        <Button onClick={() => journey.send({ type: 'user.retry' })}>{t`Opnieuw proberen`}</Button>
        {step === 'confirmFailed' && (
          <Button variant="default" onClick={() => journey.send({ type: 'user.back' })}>
            {t`Keuzes aanpassen`}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
