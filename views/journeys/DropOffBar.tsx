import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Loader, Paper, Stack, Switch, Text, TextInput } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { journeyStats } from '../../api/client/journey-stats'
import { formatDate } from '../../i18n/format'
import type { Chart } from '../../machines/graph/structure'
import { adminCall } from '../platform/admin-call'
import { readAdmin } from '../platform/admin-storage'
import { useAppDeps } from '../platform/deps'
import { LoadFailed } from '../ui/LoadFailed'
import { dropOffOf, type DropOff, type Leave } from './drop-off'
import { daysBefore, isPeriod, todayInAmsterdam, type Period } from './period'

const PRESETS = [7, 30] as const

/** The drop-off overlay's switch, period and answer: what the chart draws when it is on. */
export function useDropOffOverlay(journey: string, chart: Chart) {
  const { http } = useAppDeps()
  const [on, setOn] = useState(false)
  const [period, setPeriod] = useState<Period>(() => lastDays(30))
  const valid = isPeriod(period)
  const stats = useQuery({
    queryKey: ['journey-stats', journey, period.from, period.to],
    // An admin's session reads the counts in production; in development anyone may.
    queryFn: ({ signal }) =>
      journeyStats(http, { journey, ...period }, { signal, via: readAdmin() ? adminCall : undefined }),
    enabled: on && valid,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  })
  const data = on && valid ? stats.data : undefined
  const empty = !!data && (data.days === 0 || Object.values(data.states).every((n) => n === 0))
  const overlay = useMemo<DropOff | null>(
    () => (data && !empty ? dropOffOf(data, chart) : null),
    [data, empty, chart],
  )
  return { on, setOn, period, setPeriod, valid, stats, empty, overlay }
}
export type DropOffOverlay = ReturnType<typeof useDropOffOverlay>

const lastDays = (days: number): Period => {
  const to = todayInAmsterdam()
  return { from: daysBefore(to, days - 1), to }
}

/** A state's drop-off as the reader reads numbers: "1.240 binnen · 18% haakt af". */
export function useLeaveText() {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const count = new Intl.NumberFormat(i18n.locale)
    const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 })
    return (leave: Leave) => {
      const entered = count.format(leave.entered)
      const share = percent.format(leave.share)
      return t`${entered} binnen · ${share} haakt af`
    }
  }, [t, i18n.locale])
}

/** Above the chart: "Uitval tonen", the period (presets and dates), its state and the legend. */
export function DropOffBar({ overlay }: { overlay: DropOffOverlay }) {
  const { t, i18n } = useLingui()
  const { on, setOn, period, setPeriod, valid, stats, empty } = overlay
  const from = formatDate(period.from, i18n.locale)
  const to = formatDate(period.to, i18n.locale)
  const days = stats.data?.days ?? 0
  return (
    <Paper withBorder radius="md" p="sm" data-testid="drop-off">
      <Stack gap="xs">
        <Switch
          checked={on}
          onChange={(e) => setOn(e.currentTarget.checked)}
          label={t`Uitval tonen`}
          description={t`Hoeveel klanten elke stap namen en waar ze afhaakten.`}
        />
        {on && (
          <>
            <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={t`Periode`}>
              {PRESETS.map((n) => {
                const preset = lastDays(n)
                const current = preset.from === period.from && preset.to === period.to
                return (
                  <Button
                    key={n}
                    size="xs"
                    variant={current ? 'filled' : 'default'}
                    aria-pressed={current}
                    onClick={() => setPeriod(preset)}
                  >
                    {t`Laatste ${n} dagen`}
                  </Button>
                )
              })}
              <TextInput
                type="date"
                size="xs"
                label={t`Van`}
                value={period.from}
                max={period.to}
                onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })}
                w={150}
              />
              <TextInput
                type="date"
                size="xs"
                label={t`Tot en met`}
                value={period.to}
                min={period.from}
                onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })}
                error={valid ? undefined : t`Kies een begindatum die niet na de einddatum ligt.`}
                w={150}
              />
            </Group>
            <div aria-live="polite">
              {valid && stats.isPending && (
                <Group gap="xs" role="status">
                  <Loader size="xs" />
                  <Text size="sm">{t`Cijfers worden geladen…`}</Text>
                </Group>
              )}
              {valid && stats.isError && (
                <LoadFailed
                  message={t`De cijfers konden niet worden geladen.`}
                  onRetry={() => void stats.refetch()}
                />
              )}
              {valid && empty && (
                <Text size="sm" data-testid="drop-off-empty">
                  {t`Geen gegevens in deze periode (${from} tot en met ${to}).`}
                </Text>
              )}
              {valid && stats.data && !empty && !stats.isError && (
                <Text size="sm" data-testid="drop-off-summary">
                  {t`${days} dagen met gegevens, ${from} tot en met ${to}.`}
                </Text>
              )}
            </div>
            {overlay.overlay && <Legend />}
          </>
        )}
      </Stack>
    </Paper>
  )
}

function Legend() {
  const leaveText = useLeaveText()
  const example = leaveText({ entered: 1240, left: 223, share: 0.18 })
  return (
    <Group gap="lg" wrap="wrap" data-testid="drop-off-legend">
      <Group gap={6} wrap="nowrap">
        <svg width={48} height={16} aria-hidden="true" focusable="false">
          <line x1={0} y1={4} x2={48} y2={4} stroke="var(--mantine-color-gray-7)" strokeWidth={1} />
          <line x1={0} y1={12} x2={48} y2={12} stroke="var(--mantine-color-gray-7)" strokeWidth={6} />
        </svg>
        <Text size="xs">
          <Trans>Hoe dikker de pijl, hoe meer klanten die overgang namen.</Trans>
        </Text>
      </Group>
      <Text size="xs">
        <Trans>
          Per toestand, bijvoorbeeld “{example}”: hoeveel klanten er binnenkwamen en welk deel daar afhaakte.
          Rood omrand: een kwart of meer haakt af.
        </Trans>
      </Text>
    </Group>
  )
}
