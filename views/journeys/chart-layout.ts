import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api'
import type { Chart, ChartState, ChartTransition } from '../../machines/graph/structure'
import {
  approxMeasure,
  canvasMeasure,
  DEVELOPER_WORDS,
  labelSize,
  lineHeight,
  PAD_X,
  PAD_Y,
  type ChartWords,
  type HeaderLine,
  type MeasureText,
} from './chart-text'
import { CHIP_GAP, elkGraphOf, INITIAL_RADIUS } from './elk-graph'

export type { ChartFont, ChartWords, MeasureText } from './chart-text'

export interface Point {
  x: number
  y: number
}
export interface Box extends Point {
  width: number
  height: number
}
/** A line of text in a state's header; `y` is its baseline. */
export interface ChartText extends Point, HeaderLine {}
/** A transition's label: one line for the event, one for the guard. */
export interface ChartLabel extends Box {
  text: string
  lines: string[]
}
export interface ChartNode extends Box {
  id: string
  state: ChartState
  /** Nesting depth (the root is 0): parents are drawn before their children. */
  depth: number
  texts: ChartText[]
}
export interface ChartEdge {
  key: string
  transition: ChartTransition
  /** One edge per target; a transition with several targets has several edges, each labelled. */
  target: string
  /** Taken in any state inside the source: drawn from just under the source's header. */
  anywhere: boolean
  points: Point[]
  label: ChartLabel
}
/** A transition without a target, listed inside its state's box instead of drawn as an edge. */
export interface ChartChip {
  key: string
  transition: ChartTransition
  label: ChartLabel
}
/** The filled dot of a compound state with its arrow to the initial child. */
export interface ChartInitial extends Point {
  state: string
  radius: number
  points: Point[]
}
export interface ChartLayout {
  width: number
  height: number
  nodes: ChartNode[]
  edges: ChartEdge[]
  chips: ChartChip[]
  initials: ChartInitial[]
}

const edgePoints = (edge: ElkExtendedEdge): Point[] =>
  (edge.sections ?? [])
    .flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
    .map(({ x, y }) => ({ x, y }))

function midpoint(points: ElkPoint[]): Point {
  const a = points[Math.floor((points.length - 1) / 2)] ?? { x: 0, y: 0 }
  const b = points[Math.floor(points.length / 2)] ?? a
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
}

let elkPromise: Promise<{ layout: (graph: ElkNode) => Promise<ElkNode> }> | undefined
/**
 * ELK (~1.5 MB) loads with the first chart, not with the page. In the browser it lays out in a web
 * worker, so a large chart does not freeze the page; where there are no workers (tests) in-thread.
 */
const loadElk = () =>
  (elkPromise ??=
    typeof Worker === 'undefined'
      ? import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK())
      : Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]).then(
          ([{ default: ELK }, { default: workerUrl }]) => new ELK({ workerUrl }),
        ))

/**
 * Lays a chart out with ELK's layered algorithm: states as (compound) nodes sized to their text,
 * transitions as labelled edges (root-level ones start at the root's border), targetless transitions
 * as chips in their state's header. Coordinates in the result are absolute.
 */
export async function layoutChart(
  chart: Chart,
  measure: MeasureText = canvasMeasure() ?? approxMeasure,
  words: ChartWords = DEVELOPER_WORDS,
): Promise<ChartLayout> {
  const {
    graph: input,
    byId,
    chipsOf,
    headerHeight,
    chipsHeight,
    pairs,
    drawn,
  } = elkGraphOf(chart, measure, words)
  const elk = await loadElk()
  const graph = await elk.layout(input)

  const nodes: ChartNode[] = []
  const chips: ChartChip[] = []
  const shapes = new Map<string, Box>()
  const collect = (node: ElkNode, depth: number) => {
    const box = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 }
    shapes.set(node.id, box)
    const state = byId.get(node.id)
    if (state) {
      // A leaf's text sits in the middle of its box (a one-line box is taller than its text).
      const natural = headerHeight(state) + PAD_Y + chipsHeight(state.id)
      let y = box.y + PAD_Y + (node.children?.length ? 0 : Math.max(0, (box.height - natural) / 2))
      const texts = words.header(state).map((line) => {
        y += lineHeight(line.kind)
        return { ...line, x: box.x + PAD_X, y: y - (line.kind === 'title' ? 4 : 3.5) }
      })
      nodes.push({ id: node.id, ...box, state, depth, texts })
      let chipY = y + PAD_Y
      for (const chip of chipsOf.get(state.id) ?? []) {
        const { transition, lines, width, height } = chip
        const label = { text: lines.join(' '), lines, x: box.x + PAD_X, y: chipY, width, height }
        chips.push({ key: transition.key, transition, label })
        chipY += height + CHIP_GAP
      }
    }
    node.children?.forEach((child) => collect(child, depth + 1))
  }
  graph.children?.forEach((child) => collect(child, 0))

  const isAncestor = (ancestor: string, id: string) => {
    for (let at = byId.get(id)?.parent; at; at = byId.get(at)?.parent) if (at === ancestor) return true
    return false
  }
  /** An edge from a state into its own descendants leaves from under its header, not across it. */
  const startBelowHeader = (points: Point[], source: string) => {
    const [start, next] = points
    const box = shapes.get(source)
    if (!start || !next || !box || start.x !== next.x || Math.abs(start.y - box.y) > 1) return
    start.y = Math.min(box.y + headerHeight(byId.get(source)!) + chipsHeight(source), next.y - 6)
  }
  const elkEdges = new Map((graph.edges ?? []).map((e) => [e.id, e as ElkExtendedEdge]))
  const reversed = new Set([...pairs.values()].filter((p) => p.reversed).map((p) => p.id))
  const chartEdges = drawn.map(({ transition, target, lines, edge: id, index }): ChartEdge => {
    const edge = elkEdges.get(id)
    const points = edge ? edgePoints(edge) : []
    if (reversed.has(id)) points.reverse()
    const anywhere = isAncestor(transition.source, target)
    if (anywhere) startBelowHeader(points, transition.source)
    const elkLabel = edge?.labels?.[index]
    const size = labelSize(lines, measure)
    const mid = midpoint(points)
    const at =
      elkLabel?.x !== undefined && elkLabel.y !== undefined
        ? { x: elkLabel.x, y: elkLabel.y }
        : { x: mid.x - size.width / 2, y: mid.y - size.height / 2 + index * size.height }
    const label = { text: lines.join(' '), lines, ...at, ...size }
    return { key: transition.key, transition, target, anywhere, points, label }
  })

  const initials = chart.states.flatMap((state): ChartInitial[] => {
    const dot = shapes.get(`initial:${state.id}`)
    const edge = elkEdges.get(`initial:${state.id}`)
    if (!dot || !edge) return []
    const center = { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 }
    return [{ state: state.id, ...center, radius: INITIAL_RADIUS, points: edgePoints(edge) }]
  })

  return { width: graph.width ?? 0, height: graph.height ?? 0, nodes, edges: chartEdges, chips, initials }
}
