import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Paper, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { formatPrice } from '../../../i18n/format'
import type { CalculatorMachine } from '../../../machines/calculator/calculator.machine'
import { isCalculating, useCart } from '../../cart/use-cart'
import { Busy, FunnelFrame, useSignedOut } from '../../funnel/FunnelFrame'
import { usePageTitle } from '../../layout/page-title'
import { useCheckoutActor } from '../../platform/use-checkout'
import { QuestionStep } from '../default/QuestionStep'
import { CalculatorResult } from './CalculatorResult'
import classes from './calculator.module.css'

export type CalculatorRef = ActorRefFrom<CalculatorMachine>
type CalculatorSnapshot = SnapshotFrom<CalculatorMachine>

const selectView = (s: CalculatorSnapshot) =>
  s.matches('calculating') ? 'calculating' : s.matches('result') ? 'result' : 'ended'
const selectQuestions = (s: CalculatorSnapshot) => s.children.questions
const selectItems = (s: CalculatorSnapshot) => s.context.items

/**
 * `/insurance-calculator/checkout`: the calculator's calculate and result steps (core §2). The checkout
 * runs the calculator journey in calculator mode; on any other state the app's follower takes the
 * customer where the checkout is.
 */
export function CalculatorPage() {
  usePageTitle(msg`Premie berekenen`)
  const signedOut = useSignedOut()
  const checkout = useCheckoutActor()
  const calculator = useSelector(checkout, (s) =>
    s.matches('calculator') ? (s.children as { calculator?: CalculatorRef }).calculator : undefined,
  )
  return (
    <FunnelFrame>{!signedOut && calculator ? <Calculator calculator={calculator} /> : <Busy />}</FunnelFrame>
  )
}

function Calculator({ calculator }: { calculator: CalculatorRef }) {
  const { t } = useLingui()
  const view = useSelector(calculator, selectView)
  const questions = useSelector(calculator, selectQuestions)
  const items = useSelector(calculator, selectItems)
  const names = new Map(items.map((item) => [item.insurance_product.id, item.insurance_product.name]))
  const cart = useCart()
  const productName = (id: number) =>
    cart.items.find((item) => item.insurance_product.id === id)?.insurance_product.name ?? names.get(id) ?? ''
  if (view === 'result') return <CalculatorResult calculator={calculator} />
  if (view !== 'calculating' || !questions) return <Busy />
  return (
    <Stack gap="xl" data-testid="calculator-questions">
      <LivePremium questions={questions} />
      <QuestionStep key="questions" flow={questions} productName={productName} />
      <Button
        variant="subtle"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => calculator.send({ type: 'user.leave' })}
      >
        {t`Terug naar de verzekeringen`}
      </Button>
    </Stack>
  )
}

type QuestionsRef = NonNullable<ReturnType<typeof selectQuestions>>

/** The premium of the product being asked about, as the cart has it after the last answer. */
function LivePremium({ questions }: { questions: QuestionsRef }) {
  const { t, i18n } = useLingui()
  const product = useSelector(questions, (s) => s.context.questions[s.context.current]?.product ?? null)
  const cart = useCart()
  const item = cart.items.find((i) => i.insurance_product.id === product)
  if (!item) return null
  const { name, price: gross, price_currency } = item.insurance_product
  const price = isCalculating(gross) ? null : formatPrice(Number(gross), price_currency, i18n.locale)
  return (
    <Paper withBorder p="sm" radius="md" maw={720} data-testid="live-premium" aria-live="polite">
      <Text size="sm" c="var(--partner-text-muted)" className={classes.name}>
        {t`Je premie voor ${name}`}
      </Text>
      {price ? (
        <Text>
          <Text span fw={700} size="lg">
            {t`${price} per maand`}
          </Text>{' '}
          <Text span size="sm">
            {t`inclusief assurantiebelasting`}
          </Text>
        </Text>
      ) : (
        <Text fw={700}>{t`Nog niet berekend`}</Text>
      )}
    </Paper>
  )
}
