import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Journey } from '../../machines/graph/journey'
import { eventInWords } from '../../machines/graph/export'
import { ContextView } from './ContextView'
import type { Simulation } from './simulation'

/** Simulate mode: where the journey is, the events it accepts now, back and reset, and its context. */
export function SimulatePanel({ journey, simulation }: { journey: Journey; simulation: Simulation }) {
  const { t } = useLingui()
  const { value, events, snapshot, previous, choices } = simulation
  const shown = choices ?? simulation.enabled
  const steps = events.length
  const describe = (event: { type: string }) =>
    journey.describeEvent?.(event as never) ?? eventInWords(event.type)
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t`Simulatie`}
          </Title>
          <Text size="sm" c="var(--partner-text-muted)">
            {plural(steps, { one: '# stap', other: '# stappen' })}
          </Text>
        </Group>
        {journey.inputs.length > 1 && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="sim-input">
              {t`Begin met`}
            </Text>
            <Group gap={4} role="group" aria-labelledby="sim-input">
              {journey.inputs.map((input, i) => (
                <Button
                  key={i}
                  size="compact-xs"
                  variant={i === simulation.inputIndex ? 'filled' : 'default'}
                  aria-pressed={i === simulation.inputIndex}
                  onClick={() => simulation.chooseInput(i)}
                  ff="monospace"
                  fw={400}
                  styles={{
                    label: { whiteSpace: 'normal', textAlign: 'left' },
                    root: { height: 'auto', paddingBlock: 2 },
                  }}
                >
                  {JSON.stringify(input ?? null)?.slice(0, 80) ?? t`niets`}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <Text size="sm">
          <Trans>Nu:</Trans>{' '}
          <Code data-testid="sim-state" fw={700}>
            {value}
          </Code>
          {snapshot.status === 'done' && ` (${t`klaar`})`}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={simulation.back} disabled={steps === 0}>
            {t`Terug`}
          </Button>
          <Button size="compact-sm" variant="default" onClick={simulation.reset} disabled={steps === 0}>
            {t`Opnieuw`}
          </Button>
        </Group>
        <Group justify="space-between">
          <Text size="sm" fw={600} id="sim-events">
            {choices
              ? t`Welke uitkomst?`
              : shown.length
                ? t`Wat kan er nu gebeuren`
                : t`Geen gebeurtenissen mogelijk in deze toestand.`}
          </Text>
          {choices && (
            <Button size="compact-xs" variant="subtle" onClick={simulation.cancelChoice}>
              {t`Annuleren`}
            </Button>
          )}
        </Group>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="sim-events">
          {shown.map(({ event }, i) => (
            <li key={`${event.type}-${i}`}>
              <Button
                variant="light"
                size="compact-sm"
                fullWidth
                justify="flex-start"
                styles={{
                  label: { whiteSpace: 'normal', textAlign: 'left' },
                  root: { height: 'auto', paddingBlock: 4 },
                }}
                onClick={() => simulation.send(event)}
                aria-label={`${describe(event)} (${event.type})`}
                data-event-type={event.type}
              >
                <Stack gap={0}>
                  <span>{describe(event)}</span>
                  <Text span size="xs" ff="monospace" c="var(--partner-text-muted)">
                    {event.type}
                  </Text>
                </Stack>
              </Button>
            </li>
          ))}
        </Stack>
        <Text size="sm" fw={600}>
          {t`Context`}
        </Text>
        <ContextView
          context={snapshot.context}
          previous={previous?.context}
          label={t`Context van de simulatie`}
        />
      </Stack>
    </Paper>
  )
}
