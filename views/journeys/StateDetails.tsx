import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Code, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { Journey } from '../../machines/graph/journey'
import type { Chart } from '../../machines/graph/structure'

/** The state picked on the chart: what it means, its screen, tags and the journeys it runs. */
export function StateDetails({
  journey,
  chart,
  selected,
}: {
  journey: Journey
  chart: Chart
  selected: string | null
}) {
  const { t } = useLingui()
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
      <Text size="sm">{state.description ?? t`Geen beschrijving.`}</Text>
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {state.type}
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
      {outgoing.length > 0 && (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {outgoing.map((tr) => (
            <Text component="li" size="xs" key={tr.key} ff="monospace">
              {tr.event || 'always'}
              {tr.guard ? ` [${tr.guard}]` : ''} →{' '}
              {tr.targets.map((id) => id.split('.').at(-1)).join(', ') || '·'}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
