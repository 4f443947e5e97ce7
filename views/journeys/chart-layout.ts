import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api'
import { eventLabel, type Chart, type ChartState, type ChartTransition } from '../../machines/graph/structure'

/** The chart's text: 12 px titles and labels, 11 px detail lines, in the system font. */
export interface ChartFont {
  size: number
  weight: 400 | 600
}
export type MeasureText = (text: string, font: ChartFont) => number

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'
export const TITLE_FONT: ChartFont = { size: 12, weight: 600 }
export const LABEL_FONT: ChartFont = { size: 12, weight: 400 }
export const DETAIL_FONT: ChartFont = { size: 11, weight: 400 }
export const cssFont = (font: ChartFont) => `${font.weight} ${font.size}px ${FONT_FAMILY}`

export interface Point {
  x: number
  y: number
}
export interface Box extends Point {
  width: number
  height: number
}
/** A line of text in a state's header; `y` is its baseline. */
export interface ChartText extends Point {
  text: string
  kind: 'title' | 'route' | 'step' | 'tags' | 'invoke'
}
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

const PAD_X = 10
const PAD_Y = 6
const TITLE_LINE = 16
const DETAIL_LINE = 14
const LABEL_LINE = 15
const LABEL_PAD_X = 6
const LABEL_PAD_Y = 3
const CHIP_GAP = 4
const CONTAINER_PAD = 14
const INITIAL_RADIUS = 5
const HISTORY_SIZE = 28

/** Rough glyph widths of a sans-serif at 1 px (jsdom and node have no canvas). */
export const approxMeasure: MeasureText = (text, font) => {
  let em = 0
  for (const ch of text) {
    if ("ilj.,:;!|'`()[]".includes(ch)) em += 0.3
    else if ('mwMW@'.includes(ch)) em += 0.85
    else if (ch >= 'A' && ch <= 'Z') em += 0.68
    else em += 0.56
  }
  return Math.ceil(em * font.size * (font.weight === 600 ? 1.1 : 1))
}

let canvas: OffscreenCanvasRenderingContext2D | null | undefined
/** The browser's own text metrics; undefined where there is no OffscreenCanvas (node, jsdom). */
export function canvasMeasure(): MeasureText | undefined {
  if (canvas === undefined)
    canvas = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
  const ctx = canvas
  if (!ctx) return undefined
  return (text, font) => {
    ctx.font = cssFont(font)
    return Math.ceil(ctx.measureText(text).width)
  }
}

export const transitionText = (t: ChartTransition): string[] =>
  t.guard ? [eventLabel(t.event), `[${t.guard}]`] : [eventLabel(t.event)]

function labelSize(lines: string[], measure: MeasureText) {
  const width = Math.max(...lines.map((line) => measure(line, LABEL_FONT)))
  return { width: width + 2 * LABEL_PAD_X, height: lines.length * LABEL_LINE + 2 * LABEL_PAD_Y }
}

/** A state's header lines: key, route, step, tags and invoked actors. */
function headerOf(state: ChartState): Omit<ChartText, 'x' | 'y'>[] {
  const lines: Omit<ChartText, 'x' | 'y'>[] = [{ text: state.key, kind: 'title' }]
  if (state.route) lines.push({ text: state.route, kind: 'route' })
  if (state.step) lines.push({ text: `step: ${state.step}`, kind: 'step' })
  if (state.tags.length) lines.push({ text: state.tags.map((tag) => `#${tag}`).join(' '), kind: 'tags' })
  for (const inv of state.invokes) lines.push({ text: `invoke: ${inv.src}`, kind: 'invoke' })
  return lines
}

const lineHeight = (kind: ChartText['kind']) => (kind === 'title' ? TITLE_LINE : DETAIL_LINE)
const fontOf = (kind: ChartText['kind']) => (kind === 'title' ? TITLE_FONT : DETAIL_FONT)

interface Drawn {
  transition: ChartTransition
  target: string
  lines: string[]
  /** The ELK edge it is drawn on, and its label's position among that edge's labels. */
  edge: string
  index: number
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

/** Options of every level: ELK reads them from each compound node, not only from the root. */
const LEVEL_OPTIONS = {
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
}
const ROOT_OPTIONS = {
  ...LEVEL_OPTIONS,
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
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

/** Children in the order they are written, the initial one first. */
const childrenOf = (state: ChartState) =>
  state.initial ? [state.initial, ...state.children.filter((id) => id !== state.initial)] : state.children

/**
 * Whether an edge points back up the chart. The chart reads in the order the machine is written
 * (initial child first), so an edge to a state written earlier, at the level where source and target
 * part, is laid out reversed. ELK's own model-order cycle breaking fails on nested graphs.
 */
function backwardsIn(chart: Chart) {
  const byId = new Map(chart.states.map((s) => [s.id, s]))
  const rank = new Map(chart.states.flatMap((s) => childrenOf(s).map((id, i) => [id, i] as const)))
  const chain = (id: string) => {
    const ids: string[] = []
    for (let at: string | null = id; at; at = byId.get(at)?.parent ?? null) ids.unshift(at)
    return ids
  }
  return (source: string, target: string) => {
    const [a, b] = [chain(source), chain(target)]
    const i = a.findIndex((id, i) => id !== b[i])
    const [s, t] = [a[i], b[i]]
    // Neither is the other's ancestor (a root-level edge starts at the root's border).
    return s !== undefined && t !== undefined && rank.get(s)! > rank.get(t)!
  }
}

interface Chip {
  transition: ChartTransition
  lines: string[]
  width: number
  height: number
}
interface Pair {
  id: string
  source: string
  target: string
  drawn: Drawn[]
  reversed: boolean
}

/**
 * Lays a chart out with ELK's layered algorithm: states as (compound) nodes sized to their text,
 * transitions as labelled edges (root-level ones start at the root's border), targetless transitions
 * as chips in their state's header. Coordinates in the result are absolute.
 */
export async function layoutChart(
  chart: Chart,
  measure: MeasureText = canvasMeasure() ?? approxMeasure,
): Promise<ChartLayout> {
  const byId = new Map(chart.states.map((s) => [s.id, s]))
  const chipsOf = new Map<string, Chip[]>()
  for (const transition of chart.transitions.filter((t) => t.targets.length === 0)) {
    const lines = [transitionText(transition).join(' ')]
    const chips = chipsOf.get(transition.source) ?? []
    chipsOf.set(transition.source, [...chips, { transition, lines, ...labelSize(lines, measure) }])
  }
  const headerHeight = (state: ChartState) =>
    headerOf(state).reduce((h, l) => h + lineHeight(l.kind), 0) + PAD_Y
  const chipsHeight = (id: string) => (chipsOf.get(id) ?? []).reduce((h, c) => h + c.height + CHIP_GAP, 0)
  const elkNode = (state: ChartState): ElkNode => {
    const chips = chipsOf.get(state.id) ?? []
    const textWidth = Math.max(
      ...headerOf(state).map((l) => measure(l.text, fontOf(l.kind))),
      ...chips.map((c) => c.width),
    )
    const height = headerHeight(state) + PAD_Y + chipsHeight(state.id)
    const width = Math.max(textWidth + 2 * PAD_X, 64)
    if (state.type === 'history') return { id: state.id, width: HISTORY_SIZE, height: HISTORY_SIZE }
    if (state.children.length === 0) return { id: state.id, width, height: Math.max(height, 32) }
    const marker = `initial:${state.id}`
    const initial = state.initial
      ? [{ id: marker, width: 2 * INITIAL_RADIUS, height: 2 * INITIAL_RADIUS }]
      : []
    return {
      id: state.id,
      layoutOptions: {
        ...LEVEL_OPTIONS,
        'elk.padding': `[top=${height + 8},left=${CONTAINER_PAD},bottom=${CONTAINER_PAD},right=${CONTAINER_PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width},${height})`,
      },
      children: [...initial, ...childrenOf(state).map((id) => elkNode(byId.get(id)!))],
    }
  }

  // Transitions between the same two states share one edge, their labels stacked along it.
  const backwards = backwardsIn(chart)
  const pairs = new Map<string, Pair>()
  const drawn: Drawn[] = []
  for (const transition of chart.transitions)
    for (const target of transition.targets) {
      const id = `${transition.source}>${target}`
      const pair = pairs.get(id) ?? {
        id: `edge:${pairs.size}`,
        source: transition.source,
        target,
        drawn: [],
        reversed: backwards(transition.source, target),
      }
      pairs.set(id, pair)
      const item = {
        transition,
        target,
        lines: transitionText(transition),
        edge: pair.id,
        index: pair.drawn.length,
      }
      pair.drawn.push(item)
      drawn.push(item)
    }
  const edges: ElkExtendedEdge[] = [...pairs.values()].map(({ id, source, target, drawn, reversed }) => ({
    id,
    sources: [reversed ? target : source],
    targets: [reversed ? source : target],
    labels: drawn.map(({ lines }, j): ElkLabel => ({
      id: `${id}:${j}`,
      text: lines.join(' '),
      ...labelSize(lines, measure),
    })),
  }))
  for (const state of chart.states.filter((s) => s.initial))
    edges.push({ id: `initial:${state.id}`, sources: [`initial:${state.id}`], targets: [state.initial!] })

  const elk = await loadElk()
  const graph = await elk.layout({
    id: '__chart',
    layoutOptions: ROOT_OPTIONS,
    children: [elkNode(byId.get(chart.root)!)],
    edges,
  })

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
      const texts = headerOf(state).map((line) => {
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

export const LABEL_METRICS = { line: LABEL_LINE, padX: LABEL_PAD_X, padY: LABEL_PAD_Y }
