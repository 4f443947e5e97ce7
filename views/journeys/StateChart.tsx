import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Alert, Box, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Chart } from '../../machines/graph/structure'
import { layoutChart, type ChartLayout } from './chart-layout'
import { ChartSvg, type ChartSvgProps } from './ChartSvg'

export interface StateChartProps extends Omit<ChartSvgProps, 'layout' | 'zoom'> {
  chart: Chart
}

const PADDING = 16
const ZOOMS = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2]

/**
 * A journey machine as a statechart: ELK lays it out (a loader shows meanwhile), the SVG scrolls,
 * and zooms in, out and to fit.
 */
export function StateChart({ chart, ...props }: StateChartProps) {
  const { t } = useLingui()
  const [result, setResult] = useState<{ chart: Chart; layout?: ChartLayout; failed?: true } | null>(null)
  const [zoom, setZoom] = useState(1)
  const viewport = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let current = true
    layoutChart(chart).then(
      (layout) => current && setResult({ chart, layout }),
      () => current && setResult({ chart, failed: true }),
    )
    return () => {
      current = false
    }
  }, [chart])
  const layout = result?.chart === chart ? result.layout : undefined

  // The state the journey moved to comes into view (the chart is larger than its box), once per move.
  const leaf = layout?.nodes.find((n) => props.active.has(n.id) && n.state.children.length === 0)
  useEffect(() => {
    const el = viewport.current
    if (!el || !leaf) return
    const [x, y, w, h] = [leaf.x * zoom, leaf.y * zoom, leaf.width * zoom, leaf.height * zoom]
    const visible =
      x >= el.scrollLeft &&
      x + w <= el.scrollLeft + el.clientWidth &&
      y >= el.scrollTop &&
      y + h <= el.scrollTop + el.clientHeight
    if (!visible) el.scrollTo({ left: x + w / 2 - el.clientWidth / 2, top: y + h / 2 - el.clientHeight / 2 })
  }, [leaf, zoom])

  let body: ReactNode
  if (result?.chart === chart && result.failed)
    body = <Alert color="red">{t`De kaart kon niet worden getekend.`}</Alert>
  else if (!layout)
    body = (
      <Center mih={200}>
        <Loader role="status" aria-label={t`Kaart wordt getekend`} />
      </Center>
    )
  else body = <ChartSvg layout={layout} zoom={zoom} {...props} />

  const step = (direction: 1 | -1) =>
    setZoom((z) =>
      direction > 0 ? (ZOOMS.find((s) => s > z + 0.001) ?? z) : (ZOOMS.findLast((s) => s < z - 0.001) ?? z),
    )
  /** The whole chart in view: the viewport's width, and at most 75% of the window's height. */
  const fit = () => {
    const el = viewport.current
    if (!el || !layout) return
    const [width, height] = [el.clientWidth - 2 * PADDING, window.innerHeight * 0.75 - 2 * PADDING]
    setZoom(Math.max(0.2, Math.min(2, width / layout.width, height / layout.height)))
  }
  return (
    <Stack gap={4}>
      <Group gap={4} justify="flex-end">
        <Text size="xs" c="var(--partner-text-muted)" miw={40} ta="right" aria-live="polite">
          {layout ? `${Math.round(zoom * 100)}%` : ''}
        </Text>
        <ActionIcon variant="default" onClick={() => step(1)} disabled={!layout} aria-label={t`Inzoomen`}>
          <ZoomIcon d="M12 5v14M5 12h14" />
        </ActionIcon>
        <ActionIcon variant="default" onClick={() => step(-1)} disabled={!layout} aria-label={t`Uitzoomen`}>
          <ZoomIcon d="M5 12h14" />
        </ActionIcon>
        <ActionIcon variant="default" onClick={fit} disabled={!layout} aria-label={t`Passend maken`}>
          <ZoomIcon d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4" />
        </ActionIcon>
      </Group>
      <Box
        ref={viewport}
        style={{
          overflow: 'auto',
          maxHeight: '75vh',
          padding: PADDING,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
        data-testid="state-chart"
      >
        {body}
      </Box>
    </Stack>
  )
}

function ZoomIcon({ d }: { d: string }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
