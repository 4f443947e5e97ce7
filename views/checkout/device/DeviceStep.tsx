import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { revalidateLogic, useForm, type AnyFieldApi } from '@tanstack/react-form'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { todayInNl } from '../../../api/contract/date-rules'
import {
  DEVICE_FORM_DEFAULTS,
  DEVICE_TYPES,
  deviceEndDateBounds,
  deviceQuoteFormSchema,
  formOfQuote,
  hasImei,
  PER_CLAIM_AMOUNTS,
  PER_YEAR_AMOUNTS,
  type DeviceType,
} from '../../../api/contract/device'
import { formatDate, formatPrice } from '../../../i18n/format'
import type { DeviceQuoteMachine } from '../../../machines/device/device-quote.machine'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { FieldText, StepActions, StepForm, useFieldError } from '../../forms/fields'
import { Busy } from '../../funnel/FunnelFrame'

export type DeviceQuoteRef = ActorRefFrom<DeviceQuoteMachine>
type DeviceQuoteSnapshot = SnapshotFrom<DeviceQuoteMachine>

/** The device types in the user's language. */
const DEVICE_NAMES: Record<DeviceType, MessageDescriptor> = {
  smartphone: msg`Smartphone`,
  tablet: msg`Tablet`,
  laptop: msg`Laptop`,
  camera: msg`Camera`,
  drone: msg`Drone`,
}

const selectLoading = (s: DeviceQuoteSnapshot) => s.matches('loading')
const selectLoadFailed = (s: DeviceQuoteSnapshot) => s.matches('loadFailed')
const selectSaving = (s: DeviceQuoteSnapshot) => s.hasTag('busy')
const selectSaveFailed = (s: DeviceQuoteSnapshot) => s.matches('saveFailed')
const selectFailure = (s: DeviceQuoteSnapshot) => s.context.failure

/** Device insurance's own step: the device, its price, IMEI or serial number, claim amounts and end date. */
export function DeviceStep({ quote }: { quote: DeviceQuoteRef }) {
  const { t, i18n } = useLingui()
  const loading = useSelector(quote, selectLoading)
  const loadFailed = useSelector(quote, selectLoadFailed)
  const failure = useSelector(quote, selectFailure)
  return (
    <Stack gap="lg" maw={720} data-testid="device-step">
      <Title order={1}>{t`Welk apparaat wil je verzekeren?`}</Title>
      <Text>
        {t`Vul de gegevens van je apparaat in. Daarmee berekenen we je premie. Je bent pas verzekerd als je de verzekering hebt afgesloten.`}
      </Text>
      {loading ? (
        <Busy />
      ) : loadFailed ? (
        <Stack gap="sm">
          <Alert color="yellow" role="alert">
            {failure ? i18n._(checkoutFailureMessage(failure)) : t`Er ging iets mis.`}
          </Alert>
          <Group>
            <Button onClick={() => quote.send({ type: 'user.retry' })}>{t`Opnieuw proberen`}</Button>
          </Group>
        </Stack>
      ) : (
        <DeviceForm quote={quote} />
      )}
    </Stack>
  )
}

function DeviceForm({ quote }: { quote: DeviceQuoteRef }) {
  const { t, i18n } = useLingui()
  const saving = useSelector(quote, selectSaving)
  const saveFailed = useSelector(quote, selectSaveFailed)
  const failure = useSelector(quote, selectFailure)
  const { quote: stored, pending, canGoBack } = quote.getSnapshot().context
  // Judged on today in the Netherlands, as the server does.
  const today = todayInNl()
  const bounds = deviceEndDateBounds(today)
  const schema = deviceQuoteFormSchema({ today })
  const form = useForm({
    defaultValues: pending
      ? { ...DEVICE_FORM_DEFAULTS, ...pending }
      : stored
        ? formOfQuote(stored)
        : DEVICE_FORM_DEFAULTS,
    // Checked on submit, then on every change until it is right.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => quote.send({ type: 'user.submit', form: value }),
  })
  const euros = (amount: string) =>
    formatPrice(Number(amount), 'EUR', i18n.locale).replace(/[.,]00(?=\D*$)/, '')
  return (
    <StepForm onSubmit={() => void form.handleSubmit()}>
      <Stack gap="sm">
        <form.Field name="device_type">
          {(f) => (
            <SelectField
              field={f}
              label={t`Soort apparaat`}
              options={DEVICE_TYPES.map((type) => ({ value: type, label: i18n._(DEVICE_NAMES[type]) }))}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(s) => s.values.device_type}>
          {(type) => (
            <>
              <form.Field name="device_price">
                {(f) => (
                  <FieldText
                    field={f}
                    label={t`Aankoopprijs in euro`}
                    description={
                      type === 'drone'
                        ? t`De prijs die je voor je drone betaalde, hoogstens € 5.000.`
                        : t`De prijs die je voor het apparaat betaalde, hoogstens € 5.000.`
                    }
                    inputMode="numeric"
                    leftSection="€"
                    required
                    maw={240}
                  />
                )}
              </form.Field>
              {hasImei(type) ? (
                <form.Field name="imeiNumber">
                  {(f) => (
                    <FieldText
                      field={f}
                      label={t`IMEI-nummer`}
                      description={t`15 cijfers. Je vindt het via *#06# of in de instellingen van je apparaat.`}
                      inputMode="numeric"
                      autoComplete="off"
                      required
                      maw={360}
                    />
                  )}
                </form.Field>
              ) : (
                <form.Field name="device_serial_number">
                  {(f) => (
                    <FieldText
                      field={f}
                      label={t`Serienummer`}
                      description={t`Je vindt het op het apparaat, de doos of de aankoopbon.`}
                      autoComplete="off"
                      required
                      maw={360}
                    />
                  )}
                </form.Field>
              )}
            </>
          )}
        </form.Subscribe>
        <Group align="flex-start" gap="md" wrap="wrap">
          <form.Field name="perClaim">
            {(f) => (
              <SelectField
                field={f}
                label={t`Vergoeding per schade`}
                options={PER_CLAIM_AMOUNTS.map((a) => ({ value: a, label: euros(a) }))}
              />
            )}
          </form.Field>
          <form.Field name="perYear">
            {(f) => (
              <SelectField
                field={f}
                label={t`Vergoeding per jaar`}
                options={PER_YEAR_AMOUNTS.map((a) => ({ value: a, label: euros(a) }))}
              />
            )}
          </form.Field>
        </Group>
        <form.Field name="end_date">
          {(f) => (
            <FieldText
              field={f}
              label={t`Einddatum`}
              description={t`De laatste dag dat je apparaat verzekerd is: van ${formatDate(bounds.earliest, i18n.locale)} tot en met ${formatDate(bounds.latest, i18n.locale)}.`}
              type="date"
              required
              min={bounds.earliest}
              max={bounds.latest}
              maw={240}
            />
          )}
        </form.Field>
        {saveFailed && (
          <Alert color="yellow" role="alert" data-testid="device-save-failed">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {failure ? i18n._(checkoutFailureMessage(failure)) : t`Er ging iets mis.`}
              </Text>
              <Button size="xs" variant="default" onClick={() => quote.send({ type: 'user.retry' })}>
                {t`Opnieuw proberen`}
              </Button>
            </Stack>
          </Alert>
        )}
        <StepActions
          submit={t`Bereken mijn premie`}
          busy={saving}
          onBack={canGoBack ? () => quote.send({ type: 'user.back' }) : undefined}
        />
      </Stack>
    </StepForm>
  )
}

/** A closed choice as the browser's own select, its error in the user's language next to it. */
function SelectField({
  field,
  label,
  options,
}: {
  field: AnyFieldApi
  label: string
  options: { value: string; label: string }[]
}) {
  const error = useFieldError(field)
  return (
    <NativeSelect
      name={field.name}
      label={label}
      value={field.state.value as string}
      data={options}
      onChange={(e) => field.handleChange(e.currentTarget.value)}
      onBlur={field.handleBlur}
      error={error}
      required
      maw={240}
    />
  )
}
