import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { JourneysViewer } from './access'
import { journeys } from '../../machines'
import type { Journey } from '../../machines/graph/journey'
import { chartOf } from '../../machines/graph/structure'
import { useJourneyLabels } from './labels'
import { usePageTitle } from '../layout/page-title'
import { ViewerBadge } from './ViewerBadge'
import './styles'

/** `/journeys`: every registered journey, each with its chart. */
export function JourneysIndexPage({ viewer }: { viewer: NonNullable<JourneysViewer> }) {
  usePageTitle(msg`Journeykaarten`)
  const { t } = useLingui()
  return (
    <Stack gap="lg" p={{ base: 'md', md: 'xl' }} maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t`Journeykaarten`}</Title>
          <Text c="var(--partner-text-muted)">
            <Trans>
              Elke journey van de site als statechart: bekijk de stappen, speel ze na en zie waar deze tab nu
              is.
            </Trans>
          </Text>
        </Stack>
        <ViewerBadge viewer={viewer} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {journeys.map((journey) => (
          <JourneyCard key={journey.id} journey={journey} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** One journey: its title (a link to its chart), what it is about, and its size. */
function JourneyCard({ journey }: { journey: Journey }) {
  const { t } = useLingui()
  const labels = useJourneyLabels(journey)
  const chart = chartOf(journey.machine)
  const states = chart.states.length
  const transitions = chart.transitions.length
  return (
    <Card component="li" withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Anchor
          renderRoot={(props) => <Link {...props} to="/journeys" search={{ journey: journey.id }} />}
          fw={700}
          size="lg"
          data-testid={`journey-link-${journey.id}`}
        >
          {labels.title}
        </Anchor>
        <Text size="sm">{labels.about}</Text>
        <Group gap="xs">
          <Badge variant="light">{t`${states} toestanden`}</Badge>
          <Badge variant="light" color="gray">{t`${transitions} overgangen`}</Badge>
          <Badge variant="outline" color="gray" tt="none">
            {journey.id}
          </Badge>
        </Group>
      </Stack>
    </Card>
  )
}
