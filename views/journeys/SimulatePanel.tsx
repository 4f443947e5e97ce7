import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Journey } from '../../machines/graph/journey'
import { ContextView } from './ContextView'
import type { JourneyLabels } from './labels'
import type { Simulation } from './simulation'
import { StartForm } from './StartForm'

/** Simulate mode: where the journey is, the events it accepts now, back and reset, and its context. */
export function SimulatePanel({
  journey,
  simulation,
  labels,
}: {
  journey: Journey
  simulation: Simulation
  labels: JourneyLabels
}) {
  const { t } = useLingui()
  const { value, events, snapshot, previous, choices } = simulation
  const shown = choices ?? simulation.enabled
  const steps = events.length
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
        <StartForm
          inputs={journey.inputs}
          inputIndex={simulation.inputIndex}
          onChoose={simulation.chooseInput}
        />
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
                title={event.type}
                data-event-type={event.type}
              >
                {labels.event(event)}
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
