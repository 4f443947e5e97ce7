import { useLingui } from '@lingui/react/macro'
import { Alert, Loader, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { PropsWithChildren } from 'react'
import type { CartItem } from '../../../api/contract/cart'
import { useCart } from '../../cart/use-cart'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { Busy } from '../../funnel/FunnelFrame'
import { AddressStep } from './AddressStep'
import { CompanyStep } from './CompanyStep'
import { FormalitiesStep } from './FormalitiesStep'
import type { DefaultJourneyRef, DefaultJourneySnapshot, FormsRef, FormsSnapshot } from './journey-ref'
import { PaymentStep } from './PaymentStep'
import { PersonStep } from './PersonStep'
import { RetryOrChange, SkipInsuranceButton, useFocusHeading } from '../../forms/fields'
import { QuestionStep } from './QuestionStep'
import { IdentityStep } from '../identity/IdentityStep'
import { IdentityFailed } from '../identity/IdentityFailed'
import { IdentityRefused } from '../identity/IdentityRefused'
import { DeviceStep } from '../device/DeviceStep'

const STEPS = [
  'company',
  'person',
  'address',
  'formalities',
  'payment',
  'identity',
  'identityRefused',
  'identityFailed',
  'purchasing',
  'purchaseFailed',
] as const
type Step = (typeof STEPS)[number] | 'ended'
type JourneyStep = 'questions' | 'device' | Step

const selectStep = (s: FormsSnapshot): Step => STEPS.find((step) => s.matches(step)) ?? 'ended'
const selectIdentity = (s: FormsSnapshot) => s.children.identity
const selectFailure = (s: FormsSnapshot) => s.context.failure
const selectItems = (s: { context: { items: CartItem[] } }) => s.context.items
const selectQuestions = (s: DefaultJourneySnapshot) => s.children.questions
const selectForms = (s: DefaultJourneySnapshot) => s.children.forms
const selectDevice = (s: DefaultJourneySnapshot) => s.children.device

/** A product's name in the current language (the cart query's), else as the journey keeps it. */
function useProductName(items: CartItem[]) {
  const cart = new Map(
    useCart().items.map((item) => [item.insurance_product.id, item.insurance_product.name]),
  )
  return (id: number) =>
    cart.get(id) ?? items.find((item) => item.insurance_product.id === id)?.insurance_product.name ?? ''
}

/** The default flow's checkout of one group: its questions, a device's quote, then the forms. */
export function DefaultJourneyView({ journey }: { journey: DefaultJourneyRef }) {
  const questions = useSelector(journey, selectQuestions)
  const forms = useSelector(journey, selectForms)
  const device = useSelector(journey, selectDevice)
  const items = useSelector(journey, selectItems)
  const productName = useProductName(items)
  if (forms) return <FormsView forms={forms} />
  if (device)
    return (
      <JourneyFrame step="device" items={items} onSkip={() => journey.send({ type: 'user.dropOut' })}>
        <DeviceStep key="device" quote={device} />
      </JourneyFrame>
    )
  return (
    <JourneyFrame
      step={questions ? 'questions' : 'ended'}
      items={items}
      onSkip={() => journey.send({ type: 'user.dropOut' })}
    >
      {questions ? <QuestionStep key="questions" flow={questions} productName={productName} /> : <Busy />}
    </JourneyFrame>
  )
}

/** The shared checkout forms of a group: the screen of the step the forms are on. */
export function FormsView({ forms }: { forms: FormsRef }) {
  const step = useSelector(forms, selectStep)
  const items = useSelector(forms, selectItems)
  // After a purchase was sent it may have gone through: no skipping then, only retry or back.
  const canSkip = step !== 'purchasing' && step !== 'purchaseFailed'
  return (
    <JourneyFrame
      step={step}
      items={items}
      onSkip={canSkip ? () => forms.send({ type: 'user.dropOut' }) : undefined}
    >
      <StepScreen journey={forms} step={step} />
    </JourneyFrame>
  )
}

/** A step's screen, focused on its heading when the step changes, with the skip button under it. */
function JourneyFrame({
  step,
  items,
  onSkip,
  children,
}: PropsWithChildren<{ step: JourneyStep; items: CartItem[]; onSkip: (() => void) | undefined }>) {
  const focusRoot = useFocusHeading<HTMLDivElement>(step)
  const productName = useProductName(items)
  return (
    <Stack gap="xl" data-testid="default-journey" data-step={step} ref={focusRoot}>
      {children}
      {onSkip && step !== 'ended' && (
        <SkipInsuranceButton
          productNames={items.map((item) => productName(item.insurance_product.id))}
          onConfirm={onSkip}
        />
      )}
    </Stack>
  )
}

function StepScreen({ journey, step }: { journey: FormsRef; step: Step }) {
  const items = useSelector(journey, selectItems)
  const identity = useSelector(journey, selectIdentity)
  const productName = useProductName(items)
  // Each step gets its own key: a form starts from what the journey holds when the step is entered.
  switch (step) {
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
    case 'identityRefused':
      return <IdentityRefused key={step} journey={journey} />
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

function PurchaseFailed({ journey }: { journey: FormsRef }) {
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
