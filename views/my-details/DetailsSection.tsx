import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useId, useRef, useState, type ReactNode } from 'react'
import classes from './details.module.css'

/** A value of a section: its label and what is kept (null: not given yet). */
export interface DetailsRow {
  label: string
  value: string | null
}

/**
 * One part of "Mijn gegevens": its values, and a button that opens its form in place. A save closes the
 * form with a notice; cancel closes it as it was. Focus goes back to the button either way.
 */
export function DetailsSection({
  title,
  testId,
  rows,
  empty,
  form,
}: {
  title: string
  testId: string
  rows: readonly DetailsRow[]
  /** Nothing kept yet: the button adds instead of changes. */
  empty: boolean
  form: (close: (saved: boolean) => void) => ReactNode
}) {
  const { t } = useLingui()
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = (done: boolean) => {
    setEditing(false)
    setSaved(done)
    requestAnimationFrame(() => button.current?.focus())
  }
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs" align="center">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {!editing && (
            <Button
              ref={button}
              variant="light"
              size="sm"
              // Whole on a phone too: the button keeps its word and goes under a heading it does not fit beside.
              style={{ flexShrink: 0 }}
              onClick={() => {
                setSaved(false)
                setEditing(true)
              }}
            >
              {empty ? t`Toevoegen` : t`Wijzigen`}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Button>
          )}
        </Group>
        {editing ? (
          form(close)
        ) : (
          <>
            <dl className={classes.values}>
              {rows.map((row) => (
                <div key={row.label} className={classes.row}>
                  <dt>{row.label}</dt>
                  <dd>
                    {row.value ?? <Text span c="var(--partner-text-muted)">{t`Nog niet ingevuld`}</Text>}
                  </dd>
                </div>
              ))}
            </dl>
            {saved && (
              <Alert color="green" role="status" data-testid="details-saved">
                {t`Je wijziging is opgeslagen.`}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  )
}

/** A details form's buttons: save (submits, shows it is saving) and cancel. */
export function FormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useLingui()
  return (
    <Group gap="sm" mt="xs">
      <Button type="submit" loading={saving}>
        {t`Opslaan`}
      </Button>
      <Button variant="subtle" onClick={onCancel} disabled={saving}>
        {t`Annuleren`}
      </Button>
    </Group>
  )
}

/** A save that failed as a whole (no field to show it under). */
export function SaveFailed({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  )
}
