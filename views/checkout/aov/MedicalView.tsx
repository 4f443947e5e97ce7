import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { revalidateLogic, useForm, type AnyFieldApi } from '@tanstack/react-form'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type * as z from 'zod/mini'
import {
  MEDICAL_QUESTION_KEYS,
  medicalFormSchema,
  type BusinessForm,
  type MedicalQuestionKey,
} from '../../../api/contract/aov'
import type { MedicalMachine } from '../../../machines/aov/medical.machine'
import { FieldText, StepActions, StepForm, useFieldError } from '../../forms/fields'
import { checkoutFailureMessage } from '../../forms/failure-messages'

/** The 14 medical questions in the customer's words (their keys: api/contract/aov.ts). */
export const MEDICAL_TEXTS: Record<MedicalQuestionKey, MessageDescriptor> = {
  serious_illness: msg`Heb je nu of ooit een ernstige ziekte gehad, zoals kanker, een hartinfarct, een beroerte, MS of een nierziekte?`,
  currently_unfit_for_work: msg`Ben je op dit moment (gedeeltelijk) arbeidsongeschikt of ziek gemeld?`,
  disability_benefit: msg`Heb je in de laatste 5 jaar een uitkering gehad wegens arbeidsongeschiktheid?`,
  alcohol_or_drugs: msg`Heb je in de laatste 5 jaar hulp gezocht voor je gebruik van alcohol, drugs of medicijnen?`,
  sick_leave_over_4_weeks: msg`Ben je in de laatste 2 jaar langer dan 4 weken achter elkaar ziek geweest?`,
  psychological_complaints: msg`Heb je in de laatste 5 jaar psychische klachten gehad, zoals een burn-out, overspannenheid of een depressie?`,
  under_treatment: msg`Ben je nu onder behandeling of controle van een arts, specialist, therapeut of psycholoog?`,
  planned_treatment: msg`Staat er een operatie, opname of medisch onderzoek gepland?`,
  back_or_neck_complaints: msg`Heb je in de laatste 5 jaar rug-, nek- of schouderklachten gehad?`,
  joint_or_muscle_complaints: msg`Heb je in de laatste 5 jaar klachten aan gewrichten, spieren of pezen gehad, zoals RSI of artrose?`,
  long_term_medication: msg`Gebruik je langer dan 3 maanden medicijnen die een arts heeft voorgeschreven?`,
  blood_pressure_or_cholesterol: msg`Heb je een hoge bloeddruk of een te hoog cholesterol?`,
  diabetes: msg`Heb je suikerziekte (diabetes)?`,
  hearing_or_vision: msg`Heb je een ernstige aandoening aan je gehoor of je ogen?`,
}

const BUSINESS_FORMS: { value: BusinessForm; label: MessageDescriptor }[] = [
  { value: 'sole_trader', label: msg`Eenmanszaak` },
  { value: 'general_partnership', label: msg`Vennootschap onder firma (vof)` },
  { value: 'private_limited', label: msg`Besloten vennootschap (bv)` },
  { value: 'other', label: msg`Een andere rechtsvorm` },
]

type Snapshot = SnapshotFrom<MedicalMachine>
const selectReviewing = (s: Snapshot) => s.hasTag('busy')
const selectFailure = (s: Snapshot) => s.context.failure

type FormValues = z.input<typeof medicalFormSchema>
const EMPTY: FormValues = {
  answers: Object.fromEntries(
    MEDICAL_QUESTION_KEYS.map((k) => [k, null]),
  ) as unknown as FormValues['answers'],
  business_form: null as unknown as BusinessForm,
  height: '',
  weight: '',
}

/** Medical history (forms §4): 14 yes/no questions, business form, height and weight on one page. */
export function MedicalView({ medical }: { medical: ActorRefFrom<MedicalMachine> }) {
  const { t, i18n } = useLingui()
  const reviewing = useSelector(medical, selectReviewing)
  const failure = useSelector(medical, selectFailure)
  const saved = medical.getSnapshot().context.form
  const form = useForm({
    defaultValues: saved ? { ...saved, height: String(saved.height), weight: String(saved.weight) } : EMPTY,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: medicalFormSchema },
    onSubmit: ({ value }) => medical.send({ type: 'user.submit', form: medicalFormSchema.parse(value) }),
  })
  return (
    <Stack gap="lg" maw={720} data-testid="medical">
      <Title order={1}>{t`Je gezondheid`}</Title>
      <Text>
        {t`Beantwoord de vragen naar waarheid. Je lengte en gewicht gebruiken we alleen hier, om je BMI te berekenen; we bewaren ze niet.`}
      </Text>
      <StepForm onSubmit={() => void form.handleSubmit()}>
        <Stack gap="md">
          {MEDICAL_QUESTION_KEYS.map((key) => (
            <form.Field key={key} name={`answers.${key}`}>
              {(field) => <YesNo field={field} label={i18n._(MEDICAL_TEXTS[key])} />}
            </form.Field>
          ))}
          <form.Field name="business_form">{(field) => <BusinessFormField field={field} />}</form.Field>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={420}>
            <form.Field name="height">
              {(f) => <FieldText field={f} label={t`Lengte (cm)`} inputMode="numeric" required />}
            </form.Field>
            <form.Field name="weight">
              {(f) => <FieldText field={f} label={t`Gewicht (kg)`} inputMode="decimal" required />}
            </form.Field>
          </SimpleGrid>
          {failure && (
            <Alert color="yellow" role="alert">
              {i18n._(checkoutFailureMessage(failure))}
            </Alert>
          )}
          <StepActions submit={t`Verder`} busy={reviewing} />
        </Stack>
      </StepForm>
    </Stack>
  )
}

function YesNo({ field, label }: { field: AnyFieldApi; label: string }) {
  const { t } = useLingui()
  const error = useFieldError(field)
  const value = field.state.value as boolean | null
  return (
    <Radio.Group
      label={label}
      required
      error={error}
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(v) => field.handleChange(v === 'yes')}
    >
      <Group gap="lg" mt={6}>
        <Radio value="yes" label={t`Ja`} />
        <Radio value="no" label={t`Nee`} />
      </Group>
    </Radio.Group>
  )
}

function BusinessFormField({ field }: { field: AnyFieldApi }) {
  const { t, i18n } = useLingui()
  const error = useFieldError(field)
  return (
    <Radio.Group
      label={t`Wat is de rechtsvorm van je onderneming?`}
      required
      error={error}
      value={(field.state.value as string | null) ?? null}
      onChange={(v) => field.handleChange(v)}
    >
      <Stack gap={6} mt={6}>
        {BUSINESS_FORMS.map((form) => (
          <Radio key={form.value} value={form.value} label={i18n._(form.label)} />
        ))}
      </Stack>
    </Radio.Group>
  )
}
