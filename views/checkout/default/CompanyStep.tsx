import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import * as z from 'zod/mini'
import {
  companyFormSchemaOf,
  type CompanyForm,
  type companyFormWithoutKvkSchema,
} from '../../../api/contract/checkout-forms'
import { companyLookupQuerySchema, type Company } from '../../../api/contract/lookups'
import { checkoutValidationMessage } from '../../forms/validation-texts'
import { usePartner } from '../../partner/use-partner'
import type { FormsRef, FormsSnapshot } from './journey-ref'
import { FieldText, StepActions, StepForm } from '../../forms/fields'

const selectManual = (s: FormsSnapshot) => s.matches({ company: 'manual' })
const selectSearching = (s: FormsSnapshot) => s.matches({ company: 'lookingUp' })
const selectMatches = (s: FormsSnapshot) => s.context.companyMatches
const selectLookupFailed = (s: FormsSnapshot) => s.context.failure !== null
const selectCompany = (s: FormsSnapshot) => s.context.company

/** The form's values: the fields as typed (the KvK number empty when hidden or unknown). */
type CompanyFormValues = z.input<typeof companyFormWithoutKvkSchema>

/** The partner's company settings (docs/partner-settings.md): hide_kvk, allow_manual_company_information_input. */
function useCompanySettings() {
  const partner = usePartner()
  return {
    hideKvk: partner.hide_kvk,
    manualAllowed: partner.allow_manual_company_information_input,
    schema: companyFormSchemaOf({ hideKvk: partner.hide_kvk }),
  }
}

/** A company of the register as the form's values; null parts become empty fields to fill in. */
const formValuesOf = (company: Partial<Company> | CompanyForm | null): CompanyFormValues => ({
  company_name: company?.company_name ?? '',
  chamber_of_commerce_number: company?.chamber_of_commerce_number ?? '',
  street: company?.street ?? '',
  house_number: company?.house_number ?? '',
  house_number_addition: company?.house_number_addition ?? '',
  postal_code: company?.postal_code ?? '',
  city: company?.city ?? '',
  country: 'Nederland',
})

/**
 * The company: found by KvK number or name in the register, or typed in (forms §2, §3, §8). Typing it in
 * is only for partners with allow_manual_company_information_input; the others complete a register match
 * whose address is incomplete, but keep its name and KvK number. Under hide_kvk no KvK number is asked
 * or shown.
 */
export function CompanyStep({ journey }: { journey: FormsRef }) {
  const { t } = useLingui()
  const { manualAllowed } = useCompanySettings()
  const manual = useSelector(journey, selectManual)
  const lookupFailed = useSelector(journey, selectLookupFailed)
  // A match with an incomplete address opens the manual form filled with what the register knows.
  const [prefill, setPrefill] = useState<Partial<Company> | CompanyForm | null>(
    journey.getSnapshot().context.company,
  )
  const [fromRegister, setFromRegister] = useState(false)
  const search = (
    <CompanySearch
      journey={journey}
      onIncomplete={(company) => {
        setPrefill(company)
        setFromRegister(true)
        journey.send({ type: 'user.enterCompanyManually' })
      }}
    />
  )
  return (
    <Stack gap="lg" maw={720} data-testid="company-step">
      <Title order={1}>{t`Je bedrijf`}</Title>
      {manual && (manualAllowed || fromRegister) ? (
        <>
          {lookupFailed && (
            <Alert color="yellow" role="alert">
              {t`We kunnen je bedrijfsgegevens niet controleren. Vul ze hieronder zelf in.`}
            </Alert>
          )}
          <ManualCompany journey={journey} initial={prefill} locked={!manualAllowed} />
        </>
      ) : manual ? (
        <>
          {/* Typing the company in is not offered here: the register has to find it (forms §8). */}
          <Alert color="yellow" role="alert" data-testid="company-lookup-failed">
            {t`We kunnen je bedrijfsgegevens nu niet controleren. Probeer het over een paar minuten opnieuw. Lukt het dan nog niet, neem dan contact met ons op.`}
          </Alert>
          {search}
        </>
      ) : (
        search
      )}
    </Stack>
  )
}

function CompanySearch({
  journey,
  onIncomplete,
}: {
  journey: FormsRef
  onIncomplete: (company: Company) => void
}) {
  const { t, i18n } = useLingui()
  const { hideKvk, manualAllowed, schema } = useCompanySettings()
  const searching = useSelector(journey, selectSearching)
  const matches = useSelector(journey, selectMatches)
  const chosen = useSelector(journey, selectCompany)
  const [query, setQuery] = useState('')
  const [searched, setSearched] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const search = () => {
    const parsed = z.safeParse(companyLookupQuerySchema, { q: query })
    if (!parsed.success) return setError(i18n._(checkoutValidationMessage(parsed.error.issues[0])))
    setError(null)
    setSearched(parsed.data.q)
    journey.send({ type: 'user.searchCompany', query: parsed.data.q })
  }
  const choose = (company: Company) => {
    const complete = z.safeParse(schema, formValuesOf(company))
    if (complete.success) journey.send({ type: 'user.chooseCompany', company: complete.data })
    else onIncomplete(company)
  }
  return (
    <Stack gap="md">
      <Text>
        {hideKvk
          ? t`Zoek je bedrijf op bedrijfsnaam. We vullen de gegevens dan voor je in.`
          : t`Zoek je bedrijf op KvK-nummer of bedrijfsnaam. We vullen de gegevens dan voor je in.`}
      </Text>
      <StepForm onSubmit={search}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={hideKvk ? t`Bedrijfsnaam` : t`KvK-nummer of bedrijfsnaam`}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 240px' }}
            autoComplete="organization"
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={searching}>
            {t`Zoeken`}
          </Button>
        </Group>
      </StepForm>
      <div aria-live="polite">
        {searched !== null && !searching && matches.length === 0 && (
          <Text data-testid="company-none">{t`We vinden geen bedrijf bij deze zoekopdracht.`}</Text>
        )}
        {matches.length > 0 && (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Gevonden bedrijven`}
          >
            {matches.map((company) => {
              const place = [company.street, company.house_number, company.postal_code, company.city]
                .filter(Boolean)
                .join(' ')
              const name = company.company_name
              const kvk = company.chamber_of_commerce_number
              return (
                <Paper component="li" key={company.chamber_of_commerce_number} withBorder radius="md" p="md">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>{name}</Text>
                      <Text size="sm" c="var(--partner-text-muted)">
                        {hideKvk ? place : `${t`KvK ${kvk}`} · ${place}`}
                      </Text>
                    </div>
                    <Button
                      variant={
                        chosen?.chamber_of_commerce_number === company.chamber_of_commerce_number
                          ? 'filled'
                          : 'light'
                      }
                      onClick={() => choose(company)}
                      aria-label={t`Kies ${name}`}
                    >
                      {t`Kiezen`}
                    </Button>
                  </Group>
                </Paper>
              )
            })}
          </Stack>
        )}
      </div>
      <Group gap="sm">
        {manualAllowed && (
          <Anchor
            component="button"
            type="button"
            onClick={() => journey.send({ type: 'user.enterCompanyManually' })}
          >
            {t`Gegevens zelf invullen`}
          </Anchor>
        )}
        <Button variant="subtle" onClick={() => journey.send({ type: 'user.back' })}>
          {t`Vorige stap`}
        </Button>
      </Group>
    </Stack>
  )
}

/** The company typed in, or (`locked`) a register match's address completed: its name and KvK stay. */
function ManualCompany({
  journey,
  initial,
  locked,
}: {
  journey: FormsRef
  initial: Partial<Company> | CompanyForm | null
  locked: boolean
}) {
  const { t } = useLingui()
  const { hideKvk, schema } = useCompanySettings()
  const form = useForm({
    defaultValues: formValuesOf(initial),
    // Checked on submit, then on every change until it is right.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => journey.send({ type: 'user.submitCompany', company: schema.parse(value) }),
  })
  return (
    <StepForm onSubmit={() => void form.handleSubmit()}>
      <Stack gap="sm">
        <form.Field name="company_name">
          {(f) => (
            <FieldText
              field={f}
              label={t`Bedrijfsnaam`}
              required
              readOnly={locked}
              autoComplete="organization"
            />
          )}
        </form.Field>
        {!hideKvk && (
          <form.Field name="chamber_of_commerce_number">
            {(f) => (
              <FieldText
                field={f}
                label={t`KvK-nummer`}
                required
                readOnly={locked}
                inputMode="numeric"
                maw={240}
              />
            )}
          </form.Field>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <form.Field name="postal_code">
            {(f) => <FieldText field={f} label={t`Postcode`} required autoComplete="postal-code" />}
          </form.Field>
          <form.Field name="house_number">
            {(f) => <FieldText field={f} label={t`Huisnummer`} required inputMode="numeric" />}
          </form.Field>
          <form.Field name="house_number_addition">
            {(f) => <FieldText field={f} label={t`Toevoeging`} />}
          </form.Field>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <form.Field name="street">
            {(f) => <FieldText field={f} label={t`Straat`} required autoComplete="address-line1" />}
          </form.Field>
          <form.Field name="city">
            {(f) => <FieldText field={f} label={t`Plaats`} required autoComplete="address-level2" />}
          </form.Field>
        </SimpleGrid>
        <form.Field name="country">
          {(f) => <FieldText field={f} label={t`Land`} readOnly maw={240} />}
        </form.Field>
        <StepActions submit={t`Verder`} onBack={() => journey.send({ type: 'user.back' })} />
      </Stack>
    </StepForm>
  )
}
