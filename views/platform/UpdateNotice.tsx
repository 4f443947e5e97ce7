import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Button, Group, Notification, Text } from '@mantine/core'
import { useState } from 'react'
import classes from './update-prompt.module.css'

const READY = msg`Er is een nieuwe versie klaar.`
const RELOAD = msg`Vernieuwen`
const CLOSE = msg`Sluiten`

/**
 * "A new version is ready" (UpdatePrompt.tsx shows it while a new worker waits). Only the button reloads;
 * a customer in the middle of a journey reloads when it suits them, and the journey resumes from what it
 * keeps in the tab's session storage and on the server. Closing it keeps the current version.
 */
export default function UpdateNotice({ take }: { take: () => void }) {
  const { i18n } = useLingui()
  const [closedFor, setClosedFor] = useState<(() => void) | null>(null)
  if (closedFor === take) return null
  return (
    <div className={classes.prompt}>
      <Notification
        // Polite: it waits for the customer, it does not interrupt.
        role="status"
        data-testid="update-prompt"
        color="brand"
        withBorder
        closeButtonProps={{ 'aria-label': i18n._(CLOSE) }}
        onClose={() => setClosedFor(() => take)}
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm" c="var(--mantine-color-text)">
            {i18n._(READY)}
          </Text>
          {/* Never narrower than its word (Vernieuwen, Actualiser...): the sentence wraps instead. */}
          <Button size="xs" onClick={take} style={{ flexShrink: 0 }}>
            {i18n._(RELOAD)}
          </Button>
        </Group>
      </Notification>
    </div>
  )
}
