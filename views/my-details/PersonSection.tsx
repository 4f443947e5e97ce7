import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack } from '@mantine/core'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { updateCurrentUser } from '../../api/client/auth'
import type { User } from '../../api/contract/auth'
import {
  companyDetailsSchema,
  companyDetailsWithoutKvkSchema,
  personDetailsSchema,
} from '../../api/contract/details'
import { todayInNl } from '../../api/contract/date-rules'
import { formatDate } from '../../i18n/format'
import { BirthDateField, FieldText, StepForm } from '../forms/fields'
import { DetailsSection, FormButtons, SaveFailed } from './DetailsSection'
import { clearsServerError } from './server-errors'
import { useSave } from './use-save'
import { usePartner } from '../partner/use-partner'

const PERSON_FIELDS = ['first_name', 'last_name', 'birth_date', 'phone_number'] as const
const COMPANY_FIELDS = ['company_name', 'chamber_of_commerce_number'] as const

/** The person (core §3): name, birth date (18..100) and phone; the e-mail address is the login's. */
export function PersonSection({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ')
  return (
    <DetailsSection
      title={t`Persoonlijke gegevens`}
      testId="details-person"
      empty={false}
      rows={[
        { label: t`Naam`, value: name || null },
        { label: t`E-mailadres`, value: user.email },
        { label: t`Geboortedatum`, value: user.birth_date && formatDate(user.birth_date, i18n.locale) },
        { label: t`Telefoonnummer`, value: user.phone_number ?? null },
      ]}
      form={(close) => <PersonForm user={user} close={close} />}
    />
  )
}

function PersonForm({ user, close }: { user: User; close: (saved: boolean) => void }) {
  const { t } = useLingui()
  // Judged on today in the Netherlands, as the server does.
  const schema = personDetailsSchema(todayInNl())
  const save = useSave(PERSON_FIELDS, close)
  const form = useForm({
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      birth_date: user.birth_date ?? '',
      phone_number: user.phone_number ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value, formApi }) =>
      save.runUser(formApi, (http) => updateCurrentUser(http, schema.parse(value))),
  })
  return (
    <StepForm onSubmit={() => void form.handleSubmit()}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <form.Field name="first_name" listeners={clearsServerError}>
            {(f) => <FieldText field={f} label={t`Voornaam`} required autoComplete="given-name" />}
          </form.Field>
          <form.Field name="last_name" listeners={clearsServerError}>
            {(f) => <FieldText field={f} label={t`Achternaam`} required autoComplete="family-name" />}
          </form.Field>
        </SimpleGrid>
        <form.Field name="birth_date" listeners={clearsServerError}>
          {(f) => <BirthDateField field={f} />}
        </form.Field>
        <form.Field name="phone_number" listeners={clearsServerError}>
          {(f) => (
            <FieldText field={f} label={t`Telefoonnummer`} type="tel" required autoComplete="tel" maw={320} />
          )}
        </form.Field>
        <SaveFailed message={save.failure} />
        <FormButtons saving={save.saving} onCancel={() => close(false)} />
      </Stack>
    </StepForm>
  )
}

/**
 * The company (core §3): its name and KvK number (not under the partner's hide_kvk); its address is a
 * section of its own.
 */
export function CompanySection({ user }: { user: User }) {
  const { t } = useLingui()
  const hideKvk = usePartner().hide_kvk
  return (
    <DetailsSection
      title={t`Bedrijf`}
      testId="details-company"
      empty={!user.company}
      rows={[
        { label: t`Bedrijfsnaam`, value: user.company?.name ?? null },
        ...(hideKvk
          ? []
          : [{ label: t`KvK-nummer`, value: user.company?.chamber_of_commerce_number ?? null }]),
      ]}
      form={(close) => <CompanyForm user={user} close={close} />}
    />
  )
}

function CompanyForm({ user, close }: { user: User; close: (saved: boolean) => void }) {
  const { t } = useLingui()
  const save = useSave(COMPANY_FIELDS, close)
  const hideKvk = usePartner().hide_kvk
  const schema = hideKvk ? companyDetailsWithoutKvkSchema : companyDetailsSchema
  const form = useForm({
    defaultValues: {
      company_name: user.company?.name ?? '',
      chamber_of_commerce_number: user.company?.chamber_of_commerce_number ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value, formApi }) => {
      const { company_name, chamber_of_commerce_number } = schema.parse(value)
      const patch = hideKvk ? { company_name } : { company_name, chamber_of_commerce_number }
      return save.runUser(formApi, (http) => updateCurrentUser(http, patch))
    },
  })
  return (
    <StepForm onSubmit={() => void form.handleSubmit()}>
      <Stack gap="sm">
        <form.Field name="company_name" listeners={clearsServerError}>
          {(f) => <FieldText field={f} label={t`Bedrijfsnaam`} required autoComplete="organization" />}
        </form.Field>
        {!hideKvk && (
          <form.Field name="chamber_of_commerce_number" listeners={clearsServerError}>
            {(f) => <FieldText field={f} label={t`KvK-nummer`} required inputMode="numeric" maw={240} />}
          </form.Field>
        )}
        <SaveFailed message={save.failure} />
        <FormButtons saving={save.saving} onCancel={() => close(false)} />
      </Stack>
    </StepForm>
  )
}
