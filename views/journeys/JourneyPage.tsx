import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Box, Group, NativeSelect, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { Link, useMatch, useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { journeys } from '../../machines'
import type { Journey } from '../../machines/graph/journey'
import type { JourneysViewer } from './access'
import { chartOf } from '../../machines/graph/structure'
import { usePageTitle } from '../layout/page-title'
import { DropOffBar, useDropOffOverlay, useLeaveText } from './DropOffBar'
import { useJourneyLabels } from './labels'
import { useJourneyTitle } from './script/words'
import { LivePanel } from './LivePanel'
import { useLiveInstances } from './live'
import { PathsPanel } from './PathsPanel'
import { SimulatePanel } from './SimulatePanel'
import { useSimulation } from './simulation'
import { StateChart } from './StateChart'
import { StateDetails } from './StateDetails'
import { ViewerBadge } from './ViewerBadge'
import classes from './journeys.module.css'
import './styles'

type Mode = 'simulate' | 'live' | 'paths'
const NONE: ReadonlySet<string> = new Set()

/** One journey's chart, with simulate, live and paths modes. */
export function JourneyPage({ journey, viewer }: { journey: Journey; viewer: NonNullable<JourneysViewer> }) {
  usePageTitle(msg`Journeykaart`)
  const { t } = useLingui()
  const mode = useMatch({ from: '/journeys', select: (match) => match.search.mode ?? 'simulate' })
  const navigate = useNavigate({ from: '/journeys' })
  const chart = useMemo(() => chartOf(journey.machine), [journey])
  const simulation = useSimulation(journey)
  const live = useLiveInstances(journey, mode === 'live')
  const [liveIndex, setLiveIndex] = useState(0)
  const [selected, setSelected] = useState<string | null>(null)
  const [zoomTo, setZoomTo] = useState<{ id: string } | null>(null)
  const labels = useJourneyLabels(journey)
  const journeyTitle = useJourneyTitle()
  const overlay = useDropOffOverlay(journey.id, chart)
  const leaveText = useLeaveText()
  const setMode = (next: Mode) =>
    void navigate({ search: { journey: journey.id, mode: next }, replace: true })

  const shownLive = live[Math.min(liveIndex, live.length - 1)]
  const active = mode === 'live' ? (shownLive?.active ?? NONE) : simulation.active
  const title = labels.title

  return (
    <Stack gap="md" p={{ base: 'md', md: 'xl' }} w="100%">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor component={Link} to="/journeys" size="sm">
            {t`Alle journeys`}
          </Anchor>
          <Title order={1} data-testid="journey-title">
            {title}
          </Title>
          <Text c="var(--partner-text-muted)" maw={880} data-testid="journey-about">
            {labels.about}
          </Text>
        </Stack>
        <ViewerBadge viewer={viewer} />
      </Group>
      {/* The 21 journeys by their titles, in the reader's language: one choice at every width. */}
      <NativeSelect
        label={t`Journey`}
        value={journey.id}
        maw={560}
        data={journeys.map((j) => ({ value: j.id, label: journeyTitle(j.id) ?? j.title }))}
        onChange={(e) => void navigate({ search: { journey: e.currentTarget.value, mode }, replace: false })}
      />
      <Tabs value={mode} onChange={(value) => value && setMode(value as Mode)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="simulate">{t`Simuleren`}</Tabs.Tab>
          <Tabs.Tab value="live">{t`Live in deze tab`}</Tabs.Tab>
          <Tabs.Tab value="paths">{t`Testpaden`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <div className={classes.workspace}>
        <Box className={classes.chart}>
          <DropOffBar overlay={overlay} />
          <StateChart
            chart={chart}
            words={labels.chart}
            describe={labels.state}
            dropOff={overlay.on ? overlay.overlay : null}
            leaveText={leaveText}
            zoomTo={zoomTo}
            active={active}
            enabled={mode === 'simulate' ? simulation.enabledKeys : undefined}
            onTransition={mode === 'simulate' ? simulation.take : undefined}
            selected={selected}
            onSelectState={setSelected}
            label={t`Statechart van ${title}`}
          />
        </Box>
        <Stack className={classes.panel} gap="md">
          {mode === 'simulate' && <SimulatePanel journey={journey} simulation={simulation} labels={labels} />}
          {mode === 'live' && (
            <LivePanel instances={live} shown={shownLive} onShow={(i) => setLiveIndex(i)} />
          )}
          {mode === 'paths' && (
            <PathsPanel
              journey={journey}
              labels={labels}
              onPlay={(inputIndex, events) => {
                simulation.play(inputIndex, events)
                setMode('simulate')
              }}
            />
          )}
          <Paper withBorder radius="md" p="md">
            <StateDetails
              journey={journey}
              chart={chart}
              selected={selected}
              labels={labels}
              onZoom={(id) => setZoomTo({ id })}
            />
          </Paper>
        </Stack>
      </div>
    </Stack>
  )
}
