import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import * as z from 'zod/mini'
import { addressFormSchema } from '../../../api/contract/checkout-forms'
import {
  ADDRESS_NOT_FOUND,
  addressLookupQuerySchema,
  type AddressLookupQuery,
} from '../../../api/contract/lookups'
import { checkoutValidationMessage } from '../../forms/validation-texts'
import type { FormsRef, FormsSnapshot } from './journey-ref'
import { StepActions, StepForm } from '../../forms/fields'

const selectFound = (s: FormsSnapshot) => s.context.foundAddress
const selectLookingUp = (s: FormsSnapshot) => s.matches({ address: 'lookingUp' })
const selectFailure = (s: FormsSnapshot) => s.context.failure
const selectLookedUpFor = (s: FormsSnapshot) => s.context.lookedUpFor

const sameQuery = (a: AddressLookupQuery | null, b: AddressLookupQuery) =>
  a !== null &&
  a.postal_code === b.postal_code &&
  a.house_number === b.house_number &&
  (a.house_number_addition ?? '').toUpperCase() === (b.house_number_addition ?? '').toUpperCase()

type Fields = { postal_code: string; house_number: string; house_number_addition: string }
type Errors = Partial<Record<keyof Fields | 'address', string>>

/** The personal address, found by postal code + house number (forms §5 address lookup, §7). */
export function AddressStep({ journey }: { journey: FormsRef }) {
  const { t, i18n } = useLingui()
  const found = useSelector(journey, selectFound)
  const lookingUp = useSelector(journey, selectLookingUp)
  const failure = useSelector(journey, selectFailure)
  const lookedUpFor = useSelector(journey, selectLookedUpFor)
  const saved = journey.getSnapshot().context.address ?? found
  const [fields, setFields] = useState<Fields>({
    postal_code: saved?.postal_code ?? '',
    house_number: saved?.house_number ?? '',
    house_number_addition: saved?.house_number_addition ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const message = (issue: unknown) => i18n._(checkoutValidationMessage(issue))

  const parse = (next: Fields) => z.safeParse(addressLookupQuerySchema, next)
  /** A complete postal code and house number looks the address up (the previous lookup is cancelled). */
  const lookup = (query: AddressLookupQuery) => journey.send({ type: 'user.lookupAddress', ...query })
  const change = (name: keyof Fields, value: string) => {
    const next = { ...fields, [name]: value }
    setFields(next)
    setErrors({})
    const parsed = parse(next)
    if (parsed.success) lookup(parsed.data)
  }
  // The address found belongs to what is typed now: the lookup was for these very values (the register
  // may spell the addition otherwise, or find one where none was typed).
  const parsed = parse(fields)
  const matches = found !== null && parsed.success && sameQuery(lookedUpFor, parsed.data)

  const submit = () => {
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= message(issue)
      return setErrors(next)
    }
    const address = z.safeParse(addressFormSchema, { ...found, have_address_looked_up: matches })
    if (!matches || !address.success) return setErrors({ address: message('addressNotFound') })
    journey.send({ type: 'user.submitAddress', address: address.data })
  }
  const notFound = failure?.reason === ADDRESS_NOT_FOUND
  return (
    <Stack gap="lg" maw={720} data-testid="address-step">
      <Title order={1}>{t`Je woonadres`}</Title>
      <Text>{t`Vul je postcode en huisnummer in. We zoeken je adres dan voor je op.`}</Text>
      <StepForm onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label={t`Postcode`}
              required
              autoComplete="postal-code"
              value={fields.postal_code}
              error={errors.postal_code}
              onChange={(e) => change('postal_code', e.currentTarget.value)}
            />
            <TextInput
              label={t`Huisnummer`}
              required
              inputMode="numeric"
              value={fields.house_number}
              error={errors.house_number}
              onChange={(e) => change('house_number', e.currentTarget.value)}
            />
            <TextInput
              label={t`Toevoeging`}
              value={fields.house_number_addition}
              error={errors.house_number_addition}
              onChange={(e) => change('house_number_addition', e.currentTarget.value)}
            />
          </SimpleGrid>
          <div aria-live="polite">
            {lookingUp ? (
              <Text c="var(--partner-text-muted)">{t`Adres zoeken…`}</Text>
            ) : matches ? (
              <Paper withBorder radius="md" p="md" data-testid="found-address">
                <Text fw={600}>
                  {found.street} {found.house_number}
                  {found.house_number_addition ? ` ${found.house_number_addition}` : ''}
                </Text>
                <Text>
                  {found.postal_code} {found.city}
                </Text>
              </Paper>
            ) : notFound || errors.address ? (
              <Text c="red" role="alert">
                {message('addressNotFound')}
              </Text>
            ) : failure ? (
              <Alert color="yellow" role="alert">
                {t`Je adres opzoeken lukt nu niet. Probeer het zo opnieuw.`}
                {parsed.success && (
                  <Button variant="subtle" size="xs" ml="sm" onClick={() => lookup(parsed.data)}>
                    {t`Opnieuw zoeken`}
                  </Button>
                )}
              </Alert>
            ) : null}
          </div>
          <StepActions
            submit={t`Verder`}
            busy={lookingUp}
            onBack={() => journey.send({ type: 'user.back' })}
          />
        </Stack>
      </StepForm>
    </Stack>
  )
}
