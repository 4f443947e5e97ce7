import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { FormsMachine } from '../../../machines/forms/forms.machine'
import type { ActorRefFrom } from 'xstate'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { Busy } from '../../funnel/FunnelFrame'
import { FormsView } from '../default/DefaultJourneyView'
import { HomeFormStep } from './HomeFormStep'
import type { HomeJourneyRef, HomeJourneySnapshot } from './journey-ref'
import { QuotedStep } from './QuotedStep'
import { RefusedStep } from './RefusedStep'
import { GroupJourneyFrame, sameNames } from '../GroupJourneyFrame'

const STEPS = ['loadFailed', 'questions', 'quoting', 'quoteFailed', 'quoted', 'refused', 'forms'] as const
type Step = (typeof STEPS)[number] | 'busy'

const selectStep = (s: HomeJourneySnapshot): Step => STEPS.find((step) => s.matches(step)) ?? 'busy'
const selectForms = (s: HomeJourneySnapshot) => (s.children as { forms?: ActorRefFrom<FormsMachine> }).forms
const selectNames = (s: HomeJourneySnapshot) => s.context.items.map((item) => item.insurance_product.name)
const selectFailure = (s: HomeJourneySnapshot) => s.context.failure

const SKIPPABLE: readonly Step[] = ['loadFailed', 'questions', 'quoteFailed', 'quoted']

/** The home group's checkout (issue 19): the screen of the step the home journey is on. */
export function HomeJourneyView({ journey }: { journey: HomeJourneyRef }) {
  const step = useSelector(journey, selectStep)
  const names = useSelector(journey, selectNames, sameNames)
  return (
    <GroupJourneyFrame
      testId="home-journey"
      step={step}
      productNames={names}
      onSkip={SKIPPABLE.includes(step) ? () => journey.send({ type: 'user.dropOut' }) : undefined}
    >
      <StepScreen journey={journey} step={step} />
    </GroupJourneyFrame>
  )
}

function StepScreen({ journey, step }: { journey: HomeJourneyRef; step: Step }) {
  const forms = useSelector(journey, selectForms)
  switch (step) {
    case 'questions':
      return <HomeFormStep journey={journey} />
    case 'quoting':
      return <Calculating />
    case 'quoted':
      return <QuotedStep journey={journey} />
    case 'refused':
      return <RefusedStep journey={journey} />
    case 'loadFailed':
    case 'quoteFailed':
      return <Failed journey={journey} step={step} />
    case 'forms':
      return forms ? <FormsView forms={forms} /> : <Busy />
    default:
      return <Busy />
  }
}

function Calculating() {
  const { t } = useLingui()
  return (
    <Stack align="center" py="xl" role="status" aria-busy="true" data-testid="home-calculating">
      <Loader />
      <Text>{t`Premie wordt berekend…`}</Text>
    </Stack>
  )
}

/** The questions or a quote could not be loaded (not a refusal): try again, or change the answers. */
function Failed({ journey, step }: { journey: HomeJourneyRef; step: 'loadFailed' | 'quoteFailed' }) {
  const { t, i18n } = useLingui()
  const failure = useSelector(journey, selectFailure)
  return (
    <Stack gap="lg" maw={720} data-testid="home-failed">
      <Title order={1}>
        {step === 'loadFailed'
          ? t`De vragen konden niet worden geladen`
          : t`Je premie kon niet worden berekend`}
      </Title>
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      <Group>
        <Button onClick={() => journey.send({ type: 'user.retry' })}>{t`Opnieuw proberen`}</Button>
        {step === 'quoteFailed' && (
          <Button variant="default" onClick={() => journey.send({ type: 'user.changeAnswers' })}>
            {t`Antwoorden aanpassen`}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
