import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text, TextInput, type TextInputProps } from '@mantine/core'
import type { AnyFieldApi } from '@tanstack/react-form'
import { useEffect, useRef, useState, type FormEvent, type PropsWithChildren, type ReactNode } from 'react'
import { formatList } from '../../i18n/format'
import { ModalBackdrop } from '../layout/Graphic'
import { focusAfterPaint } from '../ui/after-paint'
import { checkoutValidationMessage } from './validation-texts'

/** The translated text of a field's first error (a contract key or a zod issue carrying one). */
export function useFieldError(field: AnyFieldApi): string | undefined {
  const { i18n } = useLingui()
  const error = (field.state.meta.errors as unknown[])[0]
  return error ? i18n._(checkoutValidationMessage(error)) : undefined
}

/** A text input bound to a TanStack Form field, its error in the user's language. */
export function FieldText({ field, ...props }: { field: AnyFieldApi } & TextInputProps) {
  const error = useFieldError(field)
  return (
    <TextInput
      name={field.name}
      value={(field.state.value as string | null) ?? ''}
      onChange={(e) => field.handleChange(e.currentTarget.value)}
      onBlur={field.handleBlur}
      error={error}
      {...props}
    />
  )
}

/**
 * A form that validates in the browser only (noValidate) and hands the submit to TanStack Form; a submit
 * that leaves a field in error puts the focus on the first such field.
 */
export function StepForm({ onSubmit, children }: PropsWithChildren<{ onSubmit: () => void }>) {
  const ref = useRef<HTMLFormElement>(null)
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onSubmit()
        // A refused submit moves focus to the first field in error, once its message is drawn (WCAG 3.3.1).
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          ),
        )
      }}
    >
      {children}
    </form>
  )
}

/** A step's buttons: go on (submits the form) and back. */
export function StepActions({
  submit,
  onBack,
  busy = false,
  extra,
}: {
  submit: string
  onBack?: () => void
  busy?: boolean
  extra?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Group gap="sm" mt="sm">
      <Button type="submit" size="md" loading={busy}>
        {submit}
      </Button>
      {extra}
      {onBack && (
        <Button variant="subtle" size="md" onClick={onBack} disabled={busy}>
          {t`Vorige stap`}
        </Button>
      )}
    </Group>
  )
}

/**
 * Moves focus to the heading of what is shown whenever `key` changes (a new step or question on the same
 * address): the button pressed is gone, and a screen reader then reads the new heading.
 */
export function useFocusHeading<E extends HTMLElement>(key: unknown) {
  const ref = useRef<E>(null)
  useEffect(() => {
    const heading = ref.current?.querySelector<HTMLElement>('h1')
    if (!heading) return
    heading.tabIndex = -1
    // Focused for screen readers, not by the user: no focus ring around a heading.
    heading.style.outline = 'none'
    focusAfterPaint(heading)
  }, [key])
  return ref
}

/** The birth date of a form (forms §5), as the browser's date field. */
export function BirthDateField({ field }: { field: AnyFieldApi }) {
  const { t } = useLingui()
  return (
    <FieldText field={field} label={t`Geboortedatum`} type="date" required autoComplete="bday" maw={240} />
  )
}

/**
 * Skipping an insurance says what it does before it does it (issue 17 item 2): the products named are
 * not taken out and stay in the cart; only "Ja, overslaan" sends the journey's `user.dropOut`. "Nee"
 * (and Escape) keep the customer where they were.
 */
export function SkipInsuranceButton({
  productNames,
  onConfirm,
}: {
  productNames: readonly string[]
  onConfirm: () => void
}) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const names = formatList(productNames, i18n.locale)
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
      >
        {t`Deze verzekering overslaan`}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t`Deze verzekering overslaan?`}
        centered
        zIndex={400}
        overlayProps={{ children: <ModalBackdrop /> }}
        withCloseButton={false}
      >
        <Stack gap="sm" data-testid="skip-dialog">
          <Text>
            <Trans>
              Je sluit <strong>{names}</strong> nu niet af.
            </Trans>
          </Text>
          <Text>
            {t`De verzekering blijft in je winkelwagen. Je kunt hem later alsnog afsluiten; je andere verzekeringen sluit je gewoon af.`}
          </Text>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
            {t`Nee, ga terug`}
          </Button>
          <Button
            onClick={() => {
              setOpen(false)
              onConfirm()
            }}
          >
            {t`Ja, overslaan`}
          </Button>
        </Group>
      </Modal>
    </>
  )
}

/** After a failed step of the forms' end (the purchase, the identity request): try again, or change the details. */
export function RetryOrChange({
  journey,
}: {
  journey: { send(event: { type: 'user.retry' } | { type: 'user.back' }): void }
}) {
  const { t } = useLingui()
  return (
    <Group>
      <Button onClick={() => journey.send({ type: 'user.retry' })}>{t`Opnieuw proberen`}</Button>
      <Button variant="default" onClick={() => journey.send({ type: 'user.back' })}>
        {t`Gegevens aanpassen`}
      </Button>
    </Group>
  )
}
