import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Code, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { Journey } from '../../machines/graph/journey'
import type { Chart, ChartState } from '../../machines/graph/structure'
import type { JourneyLabels } from './labels'

/** The state picked on the chart: what it means, its screen, tags and the journeys it runs. */
export function StateDetails({
  journey,
  chart,
  selected,
  labels,
  onZoom,
}: {
  journey: Journey
  chart: Chart
  selected: string | null
  labels: JourneyLabels
  /** Zooms the chart to the state. */
  onZoom: (id: string) => void
}) {
  const { t } = useLingui()
  const types: Record<ChartState['type'], string> = {
    atomic: t`enkelvoudig`,
    compound: t`samengesteld`,
    parallel: t`parallel`,
    final: t`eindtoestand`,
    history: t`geschiedenis`,
  }
  const state = chart.states.find((s) => s.id === selected)
  if (!state)
    return (
      <Text size="sm" c="var(--partner-text-muted)">
        <Trans>Kies een toestand in de kaart voor de uitleg.</Trans>
      </Text>
    )
  const outgoing = chart.transitions.filter((tr) => tr.source === state.id)
  const route = state.route
  const step = state.step
  return (
    <Stack gap="xs" data-testid="state-details">
      <Title order={2} size="h4">
        {state.path || state.id}
      </Title>
      <Text size="sm">{labels.state(state) ?? t`Geen beschrijving.`}</Text>
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {types[state.type] ?? state.type}
        </Badge>
        {route && <Badge variant="light">{t`Scherm ${route}`}</Badge>}
        {step && <Badge variant="light" color="teal">{t`Stap ${step}`}</Badge>}
        {state.tags.map((tag) => (
          <Badge key={tag} variant="outline" color="gray">
            {tag}
          </Badge>
        ))}
      </Group>
      {state.invokes.map((invoke) => {
        const child = journey.children?.[invoke.src]
        return (
          <Text size="sm" key={invoke.id}>
            <Trans>Voert uit:</Trans> <Code>{invoke.src}</Code>
            {child && (
              <>
                {' → '}
                <Anchor
                  underline="always"
                  renderRoot={(props) => <Link {...props} to="/journeys" search={{ journey: child }} />}
                >
                  {child}
                </Anchor>
              </>
            )}
          </Text>
        )
      })}
      <Group>
        <Button size="compact-xs" variant="default" onClick={() => onZoom(state.id)}>
          {t`Inzoomen op deze toestand`}
        </Button>
      </Group>
      {outgoing.length > 0 && (
        <>
          <Text size="sm" fw={600} id="state-outgoing">
            {t`Van hier`}
          </Text>
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="state-outgoing"
          >
            {outgoing.map((tr) => {
              const guard = labels.guard(tr)
              return (
                <Text component="li" size="sm" key={tr.key}>
                  {labels.eventType(tr.event)} →{' '}
                  <Code>{tr.targets.map((id) => id.split('.').at(-1)).join(', ') || '·'}</Code>
                  {guard && (
                    <Text span size="xs" c="var(--partner-text-muted)" display="block">
                      {t`als: ${guard}`}
                    </Text>
                  )}
                </Text>
              )
            })}
          </Stack>
        </>
      )}
    </Stack>
  )
}
