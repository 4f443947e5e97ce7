import { useLingui } from '@lingui/react/macro'
import { Badge, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { CAR_COVERS, type CarCover, type CarQuote } from '../../../api/contract/car'
import { formatDate, formatPrice } from '../../../i18n/format'
import { StepActions, StepForm } from '../../forms/fields'
import { COVER_DESCRIPTIONS, COVER_NAMES } from './car-texts'
import type { CarJourneyRef } from './journey-ref'

/** A Dutch plate as written on the car: `GZ123B` as `GZ-123-B` (letters and digits grouped). */
export const formatPlate = (plate: string) => plate.match(/[A-Z]+|\d+/g)?.join('-') ?? plate

/**
 * The quote (issue 19): the car found by its plate shown back to the customer, the premium per month
 * of each cover and of breakdown assistance, and the choice. Nothing is insured yet: the page says
 * the cover starts only once it is taken out.
 */
export function CarQuoteView({ journey, quote }: { journey: CarJourneyRef; quote: CarQuote }) {
  const { t, i18n } = useLingui()
  const previous = journey.getSnapshot().context.choice
  // A draft choice on this screen: sent to the journey only with "Verder".
  const [cover, setCover] = useState<CarCover>(previous?.cover ?? 'wa_limited')
  const [breakdown, setBreakdown] = useState(previous?.breakdownAssistance ?? false)
  const euro = (price: string) => formatPrice(Number(price), 'EUR', i18n.locale)
  const extra = quote.extras[0]
  const chosen = quote.options.find((o) => o.cover === cover)
  const totalCents = (chosen?.price_cents ?? 0) + (breakdown && extra ? extra.price_cents : 0)
  const { vehicle } = quote
  return (
    <Stack gap="lg" maw={720} data-testid="car-quote">
      <Title order={1}>{t`Je premie`}</Title>
      <Paper withBorder radius="md" p="md" data-testid="car-vehicle">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={700}>
              {vehicle.make} {vehicle.model}
            </Text>
            <Text size="sm" c="var(--partner-text-muted)">
              {t`Eerste toelating ${formatDate(vehicle.first_admission, i18n.locale)}`}
              {vehicle.power_kw !== null ? ` · ${vehicle.power_kw} kW` : ''}
              {vehicle.fuel ? ` · ${vehicle.fuel}` : ''}
            </Text>
          </Stack>
          <Badge size="lg" radius="sm" color="yellow" c="black" variant="filled" aria-label={t`Kenteken`}>
            {formatPlate(vehicle.license_plate)}
          </Badge>
        </Group>
      </Paper>
      <StepForm
        onSubmit={() =>
          journey.send({ type: 'user.choose', choice: { cover, breakdownAssistance: breakdown } })
        }
      >
        <Stack gap="md">
          <Radio.Group
            name="cover"
            label={t`Kies je dekking`}
            value={cover}
            onChange={(value) => setCover(value as CarCover)}
          >
            <Stack gap="sm" mt="xs">
              {CAR_COVERS.map((c) => {
                const option = quote.options.find((o) => o.cover === c)
                return (
                  <Paper key={c} withBorder radius="md" p="md" data-testid={`cover-${c}`}>
                    <Radio
                      value={c}
                      label={
                        <Group justify="space-between" wrap="wrap" gap="xs">
                          <Text fw={600}>{i18n._(COVER_NAMES[c])}</Text>
                          <Text fw={600}>{option ? t`${euro(option.price)} per maand` : ''}</Text>
                        </Group>
                      }
                      description={i18n._(COVER_DESCRIPTIONS[c])}
                      styles={{ labelWrapper: { flex: 1 } }}
                    />
                  </Paper>
                )
              })}
            </Stack>
          </Radio.Group>
          {extra && (
            <Paper withBorder radius="md" p="md">
              <Checkbox
                checked={breakdown}
                onChange={(e) => setBreakdown(e.currentTarget.checked)}
                label={t`Pechhulp (${euro(extra.price)} per maand)`}
                description={t`Hulp bij pech onderweg in Nederland en Europa.`}
              />
            </Paper>
          )}
          <Paper radius="md" p="md" bg="var(--partner-surface-muted, #f4f5f7)" data-testid="car-total">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>{t`Totaal per maand`}</Text>
              <Text fw={700} size="lg">
                {formatPrice(totalCents / 100, 'EUR', i18n.locale)}
              </Text>
            </Group>
            <Text size="sm" c="var(--partner-text-muted)">
              {t`Inclusief assurantiebelasting. Je bent pas verzekerd nadat je de verzekering hebt afgesloten.`}
            </Text>
          </Paper>
          <StepActions
            submit={t`Verder met deze dekking`}
            onBack={() => journey.send({ type: 'user.back' })}
          />
        </Stack>
      </StepForm>
    </Stack>
  )
}
