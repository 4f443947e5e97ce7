import { useLingui } from '@lingui/react/macro'
import { Group, Text } from '@mantine/core'
import type { InvoiceDisplay } from '../invoices/invoices-query'

// Tabler's shapes (MIT), one per status: the status is told by its word and its shape, never by colour alone.
const SHAPES: Record<InvoiceDisplay, string[]> = {
  paid: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 12l2 2l4 -4'],
  processing: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M12 7v5l3 3'],
  failed: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M12 8v4', 'M12 16h.01'],
  canceled: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M10 10l4 4m0 -4l-4 4'],
  refunded: ['M9 14l-4 -4l4 -4', 'M5 10h11a4 4 0 1 1 0 8h-1'],
}

const COLOR: Record<InvoiceDisplay, string> = {
  paid: 'var(--mantine-color-green-light-color)',
  processing: 'var(--mantine-color-blue-light-color)',
  failed: 'var(--mantine-color-red-light-color)',
  canceled: 'var(--mantine-color-dimmed)',
  refunded: 'var(--mantine-color-dimmed)',
}

/** An invoice's status as forms §4 "Invoice display" shows it: its word with its own shape. */
export function InvoiceStatus({ display }: { display: InvoiceDisplay }) {
  const { t } = useLingui()
  const words: Record<InvoiceDisplay, string> = {
    paid: t`Betaald`,
    processing: t`Wordt afgeschreven`,
    failed: t`Mislukt`,
    canceled: t`Geannuleerd`,
    refunded: t`Terugbetaald`,
  }
  return (
    <Group gap={6} wrap="nowrap" c={COLOR[display]} data-testid="invoice-status" data-display={display}>
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        style={{ flexShrink: 0 }}
      >
        {SHAPES[display].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      <Text fw={600} size="sm" c="inherit">
        {words[display]}
      </Text>
    </Group>
  )
}
