import { useLingui } from '@lingui/react/macro'
import { NativeSelect, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { chosenValue, inputFor, startFields, type StartField } from './start-options'

/**
 * The journey's starting inputs as a form: a labelled choice per field whose value differs between the
 * inputs (mode, product group, ...); a choice starts the simulation over from the matching input.
 */
export function StartForm({
  inputs,
  inputIndex,
  onChoose,
}: {
  inputs: readonly unknown[]
  inputIndex: number
  onChoose: (index: number) => void
}) {
  const { t } = useLingui()
  const headingId = useId()
  const fields = startFields(inputs)
  if (fields.length === 0) return null

  const fieldLabel = (name: string): string => {
    const known: Record<string, string> = {
      '': t`Beginsituatie`,
      mode: t`Modus`,
      flow: t`Productgroep`,
      items: t`Producten`,
      priceMode: t`Prijs berekenen`,
      resume: t`Hervatten`,
      returned: t`Terug van de betaalpagina`,
      paymentIntent: t`Betaling`,
      clientSecret: t`Betaalsleutel`,
      canGoBack: t`Kan terug`,
      tokens: t`Ingelogd`,
      quoteId: t`Offerte`,
      ended: t`Offerte afgelopen`,
      token: t`Link uit de e-mail`,
      birthDate: t`Geboortedatum`,
    }
    return known[name] ?? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  }
  const valueLabel = (value: unknown): string => {
    if (value === undefined || value === null) return t`geen`
    if (value === true) return t`ja`
    if (value === false) return t`nee`
    if (typeof value === 'string') {
      const known: Record<string, string> = {
        default: t`standaard`,
        calculator: t`rekenmodule`,
        checkin: t`check-in`,
        normal: t`zakelijk`,
        aov: t`arbeidsongeschiktheid`,
        car: t`auto`,
        consumer: t`particulier`,
        succeeded: t`geslaagd`,
        failed: t`mislukt`,
      }
      return known[value] ?? value
    }
    if (typeof value === 'number') return String(value)
    if (Array.isArray(value)) {
      const names = value.map((item) =>
        item && typeof item === 'object' && 'name' in item && typeof item.name === 'string'
          ? item.name
          : null,
      )
      if (names.length && names.every(Boolean)) return names.join(', ')
      const count = value.length
      return t`${count} stuks`
    }
    if (typeof value === 'object' && value) {
      const code = (value as { code?: unknown }).code
      return typeof code === 'string' ? code : t`aanwezig`
    }
    return String(value)
  }
  const options = (field: StartField) => {
    const labels = field.values.map((value) => valueLabel(value))
    // Two values that read the same are told apart by their number.
    return labels.map((label, i) => ({
      value: String(i),
      label: labels.indexOf(label) !== labels.lastIndexOf(label) ? `${label} (${i + 1})` : label,
    }))
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={headingId} data-testid="start-form">
      <Text size="sm" fw={600} id={headingId}>
        {t`Begin met`}
      </Text>
      {fields.map((field) => (
        <NativeSelect
          key={field.name}
          size="xs"
          label={fieldLabel(field.name)}
          data={options(field)}
          value={String(chosenValue(field, inputs[inputIndex]))}
          onChange={(e) =>
            onChoose(inputFor(inputs, fields, inputIndex, field, Number(e.currentTarget.value)))
          }
        />
      ))}
    </Stack>
  )
}
