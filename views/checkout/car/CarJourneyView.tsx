import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { Busy } from '../../funnel/FunnelFrame'
import { FormsView } from '../default/DefaultJourneyView'
import type { FormsRef } from '../default/journey-ref'
import { refusalText } from '../refusal-texts'
import { CarQuoteStep } from './CarQuoteStep'
import { CarQuoteView } from './CarQuoteView'
import type { CarJourneyRef, CarJourneySnapshot } from './journey-ref'
import { GroupJourneyFrame, sameNames } from '../GroupJourneyFrame'

const STEPS = [
  'quoteForm',
  'quoting',
  'quoteFailed',
  'quoted',
  'choosing',
  'chooseFailed',
  'refused',
  'forms',
] as const
type Step = (typeof STEPS)[number] | 'busy'

const selectStep = (s: CarJourneySnapshot): Step => STEPS.find((step) => s.matches(step)) ?? 'busy'
const selectForms = (s: CarJourneySnapshot) => (s.children as { forms?: FormsRef }).forms
const selectQuote = (s: CarJourneySnapshot) => s.context.quote
const selectFailure = (s: CarJourneySnapshot) => s.context.failure
const selectRefusal = (s: CarJourneySnapshot) => s.context.refusal
const selectNames = (s: CarJourneySnapshot) => s.context.items.map((item) => item.insurance_product.name)

/** Steps before the forms a customer may skip (the car then stays in the cart); the forms have their own. */
const SKIPPABLE: readonly Step[] = ['quoteForm', 'quoteFailed', 'quoted', 'chooseFailed']

/** The car group's checkout: the screen of the step the car journey is on. */
export function CarJourneyView({ journey }: { journey: CarJourneyRef }) {
  const step = useSelector(journey, selectStep)
  const names = useSelector(journey, selectNames, sameNames)
  return (
    <GroupJourneyFrame
      testId="car-journey"
      step={step}
      productNames={names}
      onSkip={SKIPPABLE.includes(step) ? () => journey.send({ type: 'user.dropOut' }) : undefined}
    >
      <StepScreen journey={journey} step={step} />
    </GroupJourneyFrame>
  )
}

function StepScreen({ journey, step }: { journey: CarJourneyRef; step: Step }) {
  const { t } = useLingui()
  const forms = useSelector(journey, selectForms)
  const quote = useSelector(journey, selectQuote)
  switch (step) {
    case 'quoteForm':
      return <CarQuoteStep journey={journey} />
    case 'quoting':
      return <Waiting text={t`We zoeken je auto op en berekenen je premie…`} />
    case 'choosing':
      return <Waiting text={t`We zetten je keuze klaar…`} />
    case 'quoted':
      return quote ? <CarQuoteView journey={journey} quote={quote} /> : <Busy />
    case 'quoteFailed':
    case 'chooseFailed':
      return <Failed journey={journey} step={step} />
    case 'refused':
      return <Refused journey={journey} />
    case 'forms':
      return forms ? <FormsView forms={forms} /> : <Busy />
    default:
      return <Busy />
  }
}

function Waiting({ text }: { text: string }) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{text}</Title>
      <Busy />
    </Stack>
  )
}

/** The insurer refused the quote or the cover (forms §8): why, and back to the overview or change the details. */
function Refused({ journey }: { journey: CarJourneyRef }) {
  const { t, i18n } = useLingui()
  const code = useSelector(journey, selectRefusal)
  return (
    <Stack gap="lg" maw={720} data-testid="car-refused" data-code={code ?? ''}>
      <Title order={1}>{t`We kunnen je auto zo niet verzekeren`}</Title>
      <Alert color="yellow" role="status">
        <Text>{i18n._(refusalText(code))}</Text>
      </Alert>
      <Text>
        {t`Er is niets afgesloten en je betaalt niets. Je andere verzekeringen blijven in je winkelwagen.`}
      </Text>
      <Group>
        <Button size="md" onClick={() => journey.send({ type: 'user.leave' })}>
          {t`Terug naar het overzicht`}
        </Button>
        <Button size="md" variant="default" onClick={() => journey.send({ type: 'user.change' })}>
          {t`Gegevens aanpassen`}
        </Button>
      </Group>
    </Stack>
  )
}

/** The quote or the choice could not be asked: try again, or go back. */
function Failed({ journey, step }: { journey: CarJourneyRef; step: 'quoteFailed' | 'chooseFailed' }) {
  const { t, i18n } = useLingui()
  const failure = useSelector(journey, selectFailure)
  return (
    <Stack gap="lg" maw={720} data-testid="car-failed">
      <Title order={1}>
        {step === 'quoteFailed' ? t`Je premie kon niet worden berekend` : t`Je keuze is niet opgeslagen`}
      </Title>
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      <Group>
        <Button onClick={() => journey.send({ type: 'user.retry' })}>{t`Opnieuw proberen`}</Button>
        <Button variant="default" onClick={() => journey.send({ type: 'user.back' })}>
          {step === 'quoteFailed' ? t`Gegevens aanpassen` : t`Keuzes aanpassen`}
        </Button>
      </Group>
    </Stack>
  )
}
