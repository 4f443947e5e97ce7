import { useLingui } from '@lingui/react/macro'
import { Alert, Loader, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { QuestionFlowMachine } from '../../../machines/question-flow.machine'
import { useCart } from '../../cart/use-cart'
import { checkoutFailureMessage } from '../failure-messages'
import { Busy } from '../FunnelFrame'
import { AddressStep } from './AddressStep'
import { CompanyStep } from './CompanyStep'
import { FormalitiesStep } from './FormalitiesStep'
import type { DefaultJourneyRef, DefaultJourneySnapshot } from './journey-ref'
import { PaymentStep } from './PaymentStep'
import { PersonStep } from './PersonStep'
import { RetryOrChange, SkipStepButton, useFocusHeading } from './fields'
import { QuestionStep } from './QuestionStep'
import { IdentityStep, type IdentityRef } from '../../identity/IdentityStep'
import { IdentityFailed } from '../../identity/IdentityFailed'

const STEPS = [
  'questions',
  'company',
  'person',
  'address',
  'formalities',
  'payment',
  'identity',
  'identityFailed',
  'purchasing',
  'purchaseFailed',
] as const
type Step = (typeof STEPS)[number] | 'ended'

const selectStep = (s: DefaultJourneySnapshot): Step => STEPS.find((step) => s.matches(step)) ?? 'ended'
const selectQuestions = (s: DefaultJourneySnapshot) =>
  (s.children as { questions?: ActorRefFrom<QuestionFlowMachine> }).questions
const selectIdentity = (s: DefaultJourneySnapshot) => (s.children as { identity?: IdentityRef }).identity
const selectFailure = (s: DefaultJourneySnapshot) => s.context.failure
const selectItems = (s: DefaultJourneySnapshot) => s.context.items

/** The default flow's checkout of one group: the screen of the step the journey is on. */
export function DefaultJourneyView({ journey }: { journey: DefaultJourneyRef }) {
  const step = useSelector(journey, selectStep)
  const focusRoot = useFocusHeading<HTMLDivElement>(step)
  return (
    <Stack gap="xl" data-testid="default-journey" data-step={step} ref={focusRoot}>
      <StepScreen journey={journey} step={step} />
      {/* After a purchase was sent it may have gone through: no skipping then, only retry or back. */}
      {step !== 'purchasing' && step !== 'purchaseFailed' && step !== 'ended' && (
        <SkipStepButton onClick={() => journey.send({ type: 'user.dropOut' })} />
      )}
    </Stack>
  )
}

function StepScreen({ journey, step }: { journey: DefaultJourneyRef; step: Step }) {
  const questions = useSelector(journey, selectQuestions)
  // The cart query has the names in the current language; the journey keeps them as prepared.
  const cart = new Map(
    useCart().items.map((item) => [item.insurance_product.id, item.insurance_product.name]),
  )
  const items = useSelector(journey, selectItems)
  const identity = useSelector(journey, selectIdentity)
  const productName = (id: number) =>
    cart.get(id) ?? items.find((item) => item.insurance_product.id === id)?.insurance_product.name ?? ''
  // Each step gets its own key: a form starts from what the journey holds when the step is entered.
  switch (step) {
    case 'questions':
      return questions ? <QuestionStep key={step} flow={questions} productName={productName} /> : <Busy />
    case 'company':
      return <CompanyStep key={step} journey={journey} />
    case 'person':
      return <PersonStep key={step} journey={journey} />
    case 'address':
      return <AddressStep key={step} journey={journey} />
    case 'formalities':
      return <FormalitiesStep key={step} journey={journey} />
    case 'payment':
      return <PaymentStep key={step} journey={journey} />
    case 'identity':
      return identity ? (
        <IdentityStep
          key={step}
          identity={identity}
          productNames={items
            .filter((item) => item.insurance_product.require_identity_verification)
            .map((item) => productName(item.insurance_product.id))}
          onBack={() => journey.send({ type: 'user.back' })}
        />
      ) : (
        <Busy />
      )
    case 'identityFailed':
      return <IdentityFailed key={step} journey={journey} />
    case 'purchasing':
      return <Purchasing />
    case 'purchaseFailed':
      return <PurchaseFailed journey={journey} />
    default:
      return <Busy />
  }
}

function Purchasing() {
  const { t } = useLingui()
  return (
    <Stack align="center" py="xl" aria-busy="true" data-testid="purchasing">
      <Loader />
      <Text>{t`We sluiten je verzekering af…`}</Text>
    </Stack>
  )
}

function PurchaseFailed({ journey }: { journey: DefaultJourneyRef }) {
  const { t, i18n } = useLingui()
  const failure = useSelector(journey, selectFailure)
  return (
    <Stack gap="lg" maw={720} data-testid="purchase-failed">
      <Title order={1}>{t`Het afsluiten is niet gelukt`}</Title>
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      <RetryOrChange journey={journey} />
    </Stack>
  )
}
