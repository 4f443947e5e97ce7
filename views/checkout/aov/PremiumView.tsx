import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import * as z from 'zod/mini'
import {
  AOV_PRESETS,
  BENEFIT_DURATIONS,
  coveredIncomeSchema,
  OWN_RISK_DAYS,
  type BenefitDuration,
  type OwnRiskDays,
} from '../../../api/contract/aov'
import { digitsOnly } from '../../../api/contract/amount-rules'
import type { PresetPrice } from '../../../api/contract/products'
import { formatPrice } from '../../../i18n/format'
import type { PremiumMachine } from '../../../machines/aov/premium.machine'
import { PRESET_LABELS } from '../../cart/presets'
import { useFocusHeading } from '../../forms/fields'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { checkoutValidationMessage, CHECKOUT_VALIDATION_TEXTS } from '../../forms/validation-texts'

type PremiumRef = ActorRefFrom<PremiumMachine>
type Snapshot = SnapshotFrom<PremiumMachine>
const selectReview = (s: Snapshot) => s.matches('review')
const selectOptions = (s: Snapshot) => s.context.options
const selectPreset = (s: Snapshot) => s.context.preset
const selectPremium = (s: Snapshot) => s.context.premium
const selectCalculating = (s: Snapshot) => s.hasTag('busy')
const selectFailed = (s: Snapshot) => s.matches({ options: 'failed' })
const selectFailure = (s: Snapshot) => s.context.failure

// The names the product card gives them too (one source: views/cart/presets.ts).
const PRESETS = (Object.keys(PRESET_LABELS) as PresetPrice['preset'][]).map((value) => ({
  value,
  label: PRESET_LABELS[value],
}))
const DURATIONS: Record<BenefitDuration, MessageDescriptor> = {
  '2_years': msg`2 jaar`,
  '5_years': msg`5 jaar`,
  until_67: msg`Tot je 67e`,
}
const OWN_RISK: Record<OwnRiskDays, MessageDescriptor> = {
  14: msg`14 dagen`,
  30: msg`30 dagen`,
  90: msg`90 dagen`,
  365: msg`1 jaar`,
}
const euros = (amount: string, locale: string) => formatPrice(Number(amount), 'EUR', locale)

/** Premium options and review (forms §3 AOV choices; core §2 `/checkout/aov-premium-review`). */
export function PremiumView({ premium, onBack }: { premium: PremiumRef; onBack?: () => void }) {
  const review = useSelector(premium, selectReview)
  const focusRoot = useFocusHeading<HTMLDivElement>(review)
  return (
    <Stack
      gap="lg"
      maw={720}
      ref={focusRoot}
      data-testid="premium"
      data-screen={review ? 'review' : 'options'}
    >
      {review ? <Review premium={premium} /> : <Options premium={premium} onBack={onBack} />}
    </Stack>
  )
}

function Options({ premium, onBack }: { premium: PremiumRef; onBack?: () => void }) {
  const { t, i18n } = useLingui()
  const options = useSelector(premium, selectOptions)
  const preset = useSelector(premium, selectPreset)
  const failed = useSelector(premium, selectFailed)
  const failure = useSelector(premium, selectFailure)
  const calculating = useSelector(premium, selectCalculating)
  const [income, setIncome] = useState(options.covered_income)
  const [incomeError, setIncomeError] = useState<string | null>(null)
  const changeIncome = (value: string) => {
    const typed = digitsOnly(value)
    setIncome(typed)
    const parsed = z.safeParse(coveredIncomeSchema, typed)
    if (!parsed.success) return setIncomeError(i18n._(checkoutValidationMessage(parsed.error.issues[0])))
    setIncomeError(null)
    premium.send({ type: 'user.changeOptions', options: { covered_income: String(parsed.data) } })
  }
  const reason = failure?.reason
  return (
    <>
      <Title order={1}>{t`Stel je verzekering samen`}</Title>
      <Group gap="xs" role="group" aria-label={t`Pakketten`}>
        {PRESETS.map((p) => (
          <Button
            key={p.value}
            variant={preset === p.value ? 'filled' : 'default'}
            aria-pressed={preset === p.value}
            onClick={() => {
              setIncomeError(null)
              premium.send({ type: 'user.choosePreset', preset: p.value })
              // The preset's income shows in the field.
              setIncome(AOV_PRESETS[p.value].covered_income)
            }}
          >
            {i18n._(p.label)}
          </Button>
        ))}
      </Group>
      <TextInput
        label={t`Te verzekeren jaarinkomen`}
        description={t`Je bruto jaarinkomen uit je onderneming, hoogstens € 125.000.`}
        leftSection="€"
        inputMode="numeric"
        maw={280}
        value={income}
        error={incomeError}
        onChange={(e) => changeIncome(e.currentTarget.value)}
      />
      <Radio.Group
        label={t`Hoe lang wil je een uitkering?`}
        value={options.benefit_duration}
        onChange={(v) =>
          premium.send({ type: 'user.changeOptions', options: { benefit_duration: v as BenefitDuration } })
        }
      >
        <Group gap="lg" mt={6}>
          {BENEFIT_DURATIONS.map((d) => (
            <Radio key={d} value={d} label={i18n._(DURATIONS[d])} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t`Eigen risico: na hoeveel tijd begint je uitkering?`}
        value={String(options.own_risk_days)}
        onChange={(v) =>
          premium.send({ type: 'user.changeOptions', options: { own_risk_days: Number(v) as OwnRiskDays } })
        }
      >
        <Group gap="lg" mt={6}>
          {OWN_RISK_DAYS.map((d) => (
            <Radio key={d} value={String(d)} label={i18n._(OWN_RISK[d])} />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox
        label={t`Indexatie: je verzekerde inkomen groeit jaarlijks mee met de inflatie`}
        checked={options.indexation}
        onChange={(e) =>
          premium.send({ type: 'user.changeOptions', options: { indexation: e.currentTarget.checked } })
        }
      />
      <Checkbox
        label={t`Psychische klachten, zoals een burn-out, meeverzekeren`}
        checked={options.burnout}
        onChange={(e) =>
          premium.send({ type: 'user.changeOptions', options: { burnout: e.currentTarget.checked } })
        }
      />
      <PremiumBox premium={premium} />
      {failed && (
        <Alert color="yellow" role="alert" title={t`Je premie kon niet worden berekend`}>
          {reason && CHECKOUT_VALIDATION_TEXTS[reason]
            ? i18n._(CHECKOUT_VALIDATION_TEXTS[reason])
            : failure
              ? i18n._(checkoutFailureMessage(failure))
              : null}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => premium.send({ type: 'user.retry' })}>
            {t`Opnieuw proberen`}
          </Button>
        </Alert>
      )}
      <Group gap="sm">
        <Button
          size="md"
          disabled={failed || incomeError !== null}
          // While the premium is being calculated the journey takes no review (a click would be lost).
          loading={calculating}
          onClick={() => premium.send({ type: 'user.review' })}
        >
          {t`Bekijk je premie`}
        </Button>
        {onBack && (
          <Button variant="subtle" size="md" onClick={onBack}>
            {t`Vorige stap`}
          </Button>
        )}
      </Group>
    </>
  )
}

/** The premium per month with tax and what is paid out; a loader while it is calculated. */
function PremiumBox({ premium }: { premium: PremiumRef }) {
  const { t, i18n } = useLingui()
  const priced = useSelector(premium, selectPremium)
  const calculating = useSelector(premium, selectCalculating)
  const amount = priced ? euros(priced.monthly_premium, i18n.locale) : null
  const benefit = priced ? euros(priced.insured.monthly_benefit, i18n.locale) : null
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite" aria-busy={calculating} data-testid="premium-box">
      <Group justify="space-between" wrap="wrap">
        <Text>{t`Je premie per maand, inclusief assurantiebelasting`}</Text>
        {calculating ? (
          <Loader size="sm" role="status" aria-label={t`Premie wordt berekend…`} />
        ) : (
          <Text fw={700} size="xl" data-testid="monthly-premium">
            {amount}
          </Text>
        )}
      </Group>
      {benefit && (
        <Text
          size="sm"
          c="var(--partner-text-muted)"
        >{t`Uitkering bij volledige arbeidsongeschiktheid: ${benefit} per maand`}</Text>
      )}
      {priced?.medical_loading && <MedicalLoading />}
    </Paper>
  )
}

function Review({ premium }: { premium: PremiumRef }) {
  const { t, i18n } = useLingui()
  const options = useSelector(premium, selectOptions)
  const priced = useSelector(premium, selectPremium)
  if (!priced) return null
  const income = euros(options.covered_income, i18n.locale)
  const rows: [string, string][] = [
    [t`Verzekerd jaarinkomen`, income],
    [t`Uitkeringsduur`, i18n._(DURATIONS[options.benefit_duration])],
    [t`Eigen risico`, i18n._(OWN_RISK[options.own_risk_days])],
    [t`Indexatie`, options.indexation ? t`Ja` : t`Nee`],
    [t`Psychische klachten meeverzekerd`, options.burnout ? t`Ja` : t`Nee`],
    [t`Uitkering per maand`, euros(priced.insured.monthly_benefit, i18n.locale)],
    [t`Premie per maand, zonder belasting`, euros(priced.monthly_net, i18n.locale)],
    [t`Assurantiebelasting`, euros(priced.insurance_tax, i18n.locale)],
  ]
  const total = euros(priced.monthly_premium, i18n.locale)
  return (
    <>
      <Title order={1}>{t`Je premie`}</Title>
      <Stack component="dl" gap={6} m={0}>
        {rows.map(([term, value]) => (
          <Group key={term} justify="space-between" wrap="nowrap">
            <Text component="dt">{term}</Text>
            <Text component="dd" m={0} fw={600}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      {priced.medical_loading && <MedicalLoading />}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between">
          <Text fw={600}>{t`Totaal per maand`}</Text>
          <Text fw={700} size="xl" data-testid="review-premium">
            {total}
          </Text>
        </Group>
      </Paper>
      <Group>
        <Button size="md" onClick={() => premium.send({ type: 'user.confirm' })}>
          {t`Akkoord, verder`}
        </Button>
        <Button variant="subtle" size="md" onClick={() => premium.send({ type: 'user.back' })}>
          {t`Keuzes aanpassen`}
        </Button>
      </Group>
    </>
  )
}

/** The stored medical review asked for a price increase: the premium includes it. */
function MedicalLoading() {
  const { t } = useLingui()
  return (
    <Text size="sm" c="var(--partner-text-muted)" data-testid="medical-loading">
      {t`Je premie is inclusief een toeslag op basis van je gezondheidsverklaring.`}
    </Text>
  )
}
