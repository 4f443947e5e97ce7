import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useEffect, useMemo, useState } from 'react'
import * as z from 'zod/mini'
import { isApiError } from '../../api/client/api-error'
import { lookupAddress } from '../../api/client/checkout'
import { createAddress, updateAddress } from '../../api/client/details'
import { isCancelled, takeLatest } from '../../api/client/take-latest'
import type { User } from '../../api/contract/auth'
import { addressFieldsSchema } from '../../api/contract/details'
import { addressLookupQuerySchema, type AddressLookupQuery } from '../../api/contract/lookups'
import type { Address, AddressType } from '../../api/contract/user-details'
import { FieldText, StepForm } from '../forms/fields'
import { checkoutValidationMessage } from '../forms/validation-texts'
import { useAppDeps } from '../platform/deps'
import { DetailsSection, FormButtons, SaveFailed } from './DetailsSection'
import { clearsServerError } from './server-errors'
import { useSave } from './use-save'

const ADDRESS_FIELDS = [
  'street',
  'house_number',
  'house_number_addition',
  'postal_code',
  'city',
  'country',
] as const
/** The fields the lookup goes by. */
type KeyField = 'postal_code' | 'house_number' | 'house_number_addition'
type Lookup = 'idle' | 'searching' | 'found' | 'notFound' | 'failed'

/** The customer's address of `type` (core §3 `personal_address`, `company_address`). */
export function AddressSection({ user, type }: { user: User; type: AddressType }) {
  const { t } = useLingui()
  const address = type === 'personal' ? user.personal_address : user.company_address
  const number = address && [address.house_number, address.house_number_addition].filter(Boolean).join(' ')
  return (
    <DetailsSection
      title={type === 'personal' ? t`Woonadres` : t`Bedrijfsadres`}
      testId={`details-${type}-address`}
      empty={!address}
      rows={[
        { label: t`Straat en huisnummer`, value: address && `${address.street} ${number}` },
        { label: t`Postcode en plaats`, value: address && `${address.postal_code} ${address.city}` },
      ]}
      form={(close) => <AddressForm type={type} address={address} close={close} />}
    />
  )
}

/**
 * An address's form: postal code and house number look up street and city (the previous lookup still
 * under way is cancelled); the customer may correct what was found. Saved with `POST /addresses` the
 * first time, `PATCH /addresses/{id}` after.
 */
function AddressForm({
  type,
  address,
  close,
}: {
  type: AddressType
  address: Address | null
  close: (saved: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const save = useSave(ADDRESS_FIELDS, close)
  const [lookup, setLookup] = useState<Lookup>('idle')
  const search = useMemo(
    () => takeLatest((signal, query: AddressLookupQuery) => lookupAddress(http, query, signal)),
    [http],
  )
  useEffect(() => () => search.cancel(), [search])

  const defaultValues: z.input<typeof addressFieldsSchema> = {
    postal_code: address?.postal_code ?? '',
    house_number: address?.house_number ?? '',
    house_number_addition: address?.house_number_addition ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    country: address?.country ?? 'Nederland',
  }
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: addressFieldsSchema },
    onSubmit: ({ value, formApi }) => {
      const fields = addressFieldsSchema.parse(value)
      return save.run(
        formApi,
        (client) =>
          address ? updateAddress(client, address.id, fields) : createAddress(client, { type, ...fields }),
        (user, kept) => ({ ...user, [type === 'personal' ? 'personal_address' : 'company_address']: kept }),
      )
    },
  })

  /** A complete postal code and house number looks the address up; what it finds fills street and city. */
  const lookUp = (changed: Partial<Record<KeyField, string>>) => {
    const values = { ...form.state.values, ...changed }
    const query = z.safeParse(addressLookupQuerySchema, {
      postal_code: values.postal_code,
      house_number: values.house_number,
      house_number_addition: values.house_number_addition ?? '',
    })
    if (!query.success) {
      search.cancel()
      return setLookup('idle')
    }
    setLookup('searching')
    search(query.data).then(
      (found) => {
        form.setFieldValue('street', found.street)
        form.setFieldValue('city', found.city)
        setLookup('found')
      },
      (error: unknown) => {
        if (isCancelled(error)) return
        setLookup(isApiError(error) && error.status === 404 ? 'notFound' : 'failed')
      },
    )
  }
  const keyListeners = (name: KeyField) => ({
    onChange: (args: Parameters<typeof clearsServerError.onChange>[0] & { value: unknown }) => {
      clearsServerError.onChange(args)
      lookUp({ [name]: String(args.value ?? '') })
    },
  })

  return (
    <StepForm onSubmit={() => void form.handleSubmit()}>
      <Stack gap="sm">
        <Text size="sm">{t`Vul je postcode en huisnummer in. We zoeken straat en plaats dan voor je op.`}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <form.Field name="postal_code" listeners={keyListeners('postal_code')}>
            {(f) => <FieldText field={f} label={t`Postcode`} required autoComplete="postal-code" />}
          </form.Field>
          <form.Field name="house_number" listeners={keyListeners('house_number')}>
            {(f) => <FieldText field={f} label={t`Huisnummer`} required inputMode="numeric" />}
          </form.Field>
          <form.Field name="house_number_addition" listeners={keyListeners('house_number_addition')}>
            {(f) => <FieldText field={f} label={t`Toevoeging`} />}
          </form.Field>
        </SimpleGrid>
        <div aria-live="polite" data-testid="address-lookup">
          {lookup === 'searching' ? (
            <Text size="sm" c="var(--partner-text-muted)">{t`Adres zoeken…`}</Text>
          ) : lookup === 'found' ? (
            <Text size="sm">{t`Adres gevonden. Klopt iets niet? Pas straat of plaats dan aan.`}</Text>
          ) : lookup === 'notFound' ? (
            <Text size="sm" c="red">
              {i18n._(checkoutValidationMessage('addressNotFound'))} {t`Vul straat en plaats zelf in.`}
            </Text>
          ) : lookup === 'failed' ? (
            <Text size="sm" c="red">{t`Je adres opzoeken lukt nu niet. Vul straat en plaats zelf in.`}</Text>
          ) : null}
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <form.Field name="street" listeners={clearsServerError}>
            {(f) => <FieldText field={f} label={t`Straat`} required autoComplete="address-line1" />}
          </form.Field>
          <form.Field name="city" listeners={clearsServerError}>
            {(f) => <FieldText field={f} label={t`Plaats`} required autoComplete="address-level2" />}
          </form.Field>
        </SimpleGrid>
        <form.Field name="country">
          {(f) => (
            <FieldText
              field={f}
              label={t`Land`}
              readOnly
              description={t`Alleen een adres in Nederland is mogelijk.`}
              maw={320}
            />
          )}
        </form.Field>
        <SaveFailed message={save.failure} />
        <FormButtons saving={save.saving} onCancel={() => close(false)} />
      </Stack>
    </StepForm>
  )
}
