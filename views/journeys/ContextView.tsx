import { Box, Text } from '@mantine/core'
import classes from './journeys.module.css'

const text = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => (v === undefined ? null : v)) ?? 'undefined'

/** A context, one field per line; fields that changed with the last step are marked. */
export function ContextView({
  context,
  previous,
  label,
}: {
  context: unknown
  previous?: unknown
  label: string
}) {
  const fields = Object.entries((context ?? {}) as Record<string, unknown>)
  const before = (previous ?? null) as Record<string, unknown> | null
  return (
    // A named region that scrolls (keyboard users reach it too); a <dl> itself may not carry a name.
    <Box className={classes.context} role="region" aria-label={label} data-testid="context" tabIndex={0}>
      <Box component="dl" m={0}>
        {fields.map(([key, value]) => {
          const changed = before !== null && text(before[key]) !== text(value)
          return (
            <div
              key={key}
              className={changed ? classes.changed : undefined}
              data-changed={changed || undefined}
            >
              <Text component="dt" span ff="monospace" size="xs" fw={700}>
                {key}:{' '}
              </Text>
              <Text component="dd" span ff="monospace" size="xs" m={0} style={{ wordBreak: 'break-all' }}>
                {text(value)}
              </Text>
            </div>
          )
        })}
      </Box>
    </Box>
  )
}
