import { useLingui } from '@lingui/react/macro'
import { Alert, Checkbox, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { revalidateLogic, useForm, useStore, type AnyFieldApi } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import * as z from 'zod/mini'
import { isApiError } from '../../../api/client/api-error'
import { lookupAddress } from '../../../api/client/checkout'
import {
  carQuoteBrowserFormSchema,
  carQuoteFormSchema,
  KM_BANDS,
  VEHICLE_NOT_FOUND,
  type CarQuoteBrowserForm,
} from '../../../api/contract/car'
import { todayInNl } from '../../../api/contract/date-rules'
import { addressLookupQuerySchema } from '../../../api/contract/lookups'
import { BirthDateField, FieldText, StepActions, StepForm, useFieldError } from '../../forms/fields'
import { checkoutValidationMessage } from '../../forms/validation-texts'
import { useAppDeps } from '../../platform/deps'
import { KM_LABELS, VEHICLE_NOT_FOUND_TEXT } from './car-texts'
import type { CarJourneyRef, CarJourneySnapshot } from './journey-ref'

const selectFieldErrors = (s: CarJourneySnapshot) => s.context.fieldErrors

/**
 * The car quote form (forms §3, §5): licence plate, kilometres a year, claim-free years, birth date (and
 * the main driver's when someone else drives most), and the address found by postal code and house
 * number. Checked with the contract's schema, as the server checks it again.
 */
export function CarQuoteStep({ journey }: { journey: CarJourneyRef }) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const saved = journey.getSnapshot().context.form
  const serverErrors = useSelector(journey, selectFieldErrors)
  const today = todayInNl()
  const schema = carQuoteBrowserFormSchema({ today })
  const defaultValues: CarQuoteBrowserForm = {
    license_plate: saved?.license_plate ?? '',
    km_per_year: saved?.km_per_year ?? '',
    claim_free_years: saved ? String(saved.claim_free_years) : '',
    birth_date: saved?.birth_date ?? '',
    main_driver_birth_date: saved?.main_driver_birth_date ?? null,
    postcode: saved?.postcode ?? '',
    house_number: saved?.house_number ?? '',
    house_number_addition: saved?.house_number_addition ?? '',
    have_address_looked_up: false,
  }
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => {
      // The browser's text read as the contract's form, judged by the server's own schema once more.
      const typed = z.safeParse(schema, value)
      const form = typed.success ? z.safeParse(carQuoteFormSchema({ today }), typed.data) : null
      if (form?.success) journey.send({ type: 'user.submitQuote', form: form.data })
    },
  })

  // The address: looked up as soon as postal code and house number are complete (TanStack Query drops
  // the lookup under way when they change).
  const postcode = useStore(form.store, (s) => s.values.postcode)
  const houseNumber = useStore(form.store, (s) => s.values.house_number)
  const addition = useStore(form.store, (s) => s.values.house_number_addition ?? '')
  const plate = useStore(form.store, (s) => s.values.license_plate)
  const query = z.safeParse(addressLookupQuerySchema, {
    postal_code: postcode,
    house_number: houseNumber,
    ...(addition.trim() ? { house_number_addition: addition } : {}),
  })
  const lookup = useQuery({
    queryKey: ['car-address-lookup', query.success ? query.data : null],
    queryFn: ({ signal }) =>
      lookupAddress(http, query.data!, signal).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }),
    enabled: query.success,
    retry: false,
    staleTime: Infinity,
  })
  const found = query.success ? (lookup.data ?? null) : null
  useEffect(() => {
    form.setFieldValue('have_address_looked_up', found !== null, { dontUpdateMeta: true })
  }, [form, found])

  // The server's "no such vehicle" holds for the plate it was sent, until the plate changes.
  const plateUnknown =
    serverErrors?.license_plate?.includes(VEHICLE_NOT_FOUND) &&
    saved !== null &&
    plate.replace(/[\s-]/g, '').toUpperCase() === saved.license_plate

  // Any other field the server refused (the address it could not find after all): said above the button.
  const otherError = Object.entries(serverErrors ?? {}).find(([field]) => field !== 'license_plate')?.[1][0]

  return (
    <Stack gap="lg" maw={720} data-testid="car-quote-form">
      <Title order={1}>{t`Bereken je autopremie`}</Title>
      <Text>
        {t`Vul het kenteken en een paar gegevens in. We zoeken je auto op en berekenen je premie per maand.`}
      </Text>
      <StepForm onSubmit={() => void form.handleSubmit()}>
        <Stack gap="md">
          <form.Field name="license_plate">
            {(f) => (
              <FieldText
                field={f}
                label={t`Kenteken`}
                required
                autoComplete="off"
                maw={240}
                placeholder="AB-123-C"
                styles={{ input: { textTransform: 'uppercase', fontWeight: 600, letterSpacing: 1 } }}
                {...(plateUnknown ? { error: i18n._(VEHICLE_NOT_FOUND_TEXT) } : {})}
              />
            )}
          </form.Field>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <form.Field name="km_per_year">{(f) => <KmField field={f} />}</form.Field>
            <form.Field name="claim_free_years">
              {(f) => (
                <FieldText
                  field={f}
                  label={t`Schadevrije jaren`}
                  description={t`Minimaal -4. Staat op je polis of vraag je op bij je verzekeraar.`}
                  required
                  inputMode="numeric"
                />
              )}
            </form.Field>
          </SimpleGrid>
          <form.Field name="birth_date">{(f) => <BirthDateField field={f} />}</form.Field>
          <form.Field name="main_driver_birth_date">
            {(f) => (
              <Stack gap="xs">
                <Checkbox
                  label={t`Iemand anders rijdt het meest in deze auto`}
                  checked={f.state.value !== null}
                  onChange={(e) => f.handleChange(e.currentTarget.checked ? '' : null)}
                />
                {f.state.value !== null && (
                  <FieldText
                    field={f}
                    label={t`Geboortedatum van de hoofdbestuurder`}
                    type="date"
                    required
                    maw={240}
                  />
                )}
              </Stack>
            )}
          </form.Field>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t`Waar staat de auto?`}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <form.Field name="postcode">
                {(f) => <FieldText field={f} label={t`Postcode`} required autoComplete="postal-code" />}
              </form.Field>
              <form.Field name="house_number">
                {(f) => <FieldText field={f} label={t`Huisnummer`} required inputMode="numeric" />}
              </form.Field>
              <form.Field name="house_number_addition">
                {(f) => <FieldText field={f} label={t`Toevoeging`} />}
              </form.Field>
            </SimpleGrid>
            <AddressFound
              busy={query.success && lookup.isFetching}
              found={found}
              failed={query.success && lookup.isError}
              complete={query.success}
            />
          </Stack>
          {otherError && (
            <Alert color="yellow" role="alert">
              {i18n._(checkoutValidationMessage(otherError))}
            </Alert>
          )}
          <StepActions submit={t`Bereken mijn premie`} />
        </Stack>
      </StepForm>
    </Stack>
  )
}

function KmField({ field }: { field: AnyFieldApi }) {
  const { t, i18n } = useLingui()
  const error = useFieldError(field)
  return (
    <NativeSelect
      label={t`Kilometers per jaar`}
      required
      name={field.name}
      value={(field.state.value as string) ?? ''}
      onChange={(e) => field.handleChange(e.currentTarget.value)}
      onBlur={field.handleBlur}
      error={error}
      data={[
        { value: '', label: t`Kies…`, disabled: true },
        ...KM_BANDS.map((band) => ({ value: band, label: i18n._(KM_LABELS[band]) })),
      ]}
    />
  )
}

function AddressFound({
  busy,
  found,
  failed,
  complete,
}: {
  busy: boolean
  found: {
    street: string
    house_number: string
    house_number_addition: string | null
    postal_code: string
    city: string
  } | null
  failed: boolean
  complete: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <div aria-live="polite">
      {busy ? (
        <Text c="var(--partner-text-muted)">{t`Adres zoeken…`}</Text>
      ) : found ? (
        <Paper withBorder radius="md" p="md" data-testid="car-found-address">
          <Text fw={600}>
            {found.street} {found.house_number}
            {found.house_number_addition ? ` ${found.house_number_addition}` : ''}
          </Text>
          <Text>
            {found.postal_code} {found.city}
          </Text>
        </Paper>
      ) : failed ? (
        <Text c="var(--mantine-color-error)" role="alert">
          {t`Je adres opzoeken lukt nu niet. Probeer het zo opnieuw.`}
        </Text>
      ) : complete ? (
        // A postal code and house number without an address (an incomplete one: the fields say what is missing).
        <Text c="var(--mantine-color-error)" role="alert">
          {i18n._(checkoutValidationMessage('addressNotFound'))}
        </Text>
      ) : null}
    </div>
  )
}
