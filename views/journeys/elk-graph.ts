import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api'
import type { Chart, ChartState, ChartTransition } from '../../machines/graph/structure'
import {
  DEVELOPER_WORDS,
  fontOf,
  labelSize,
  lineHeight,
  PAD_X,
  PAD_Y,
  type ChartWords,
  type MeasureText,
} from './chart-text'

export const CHIP_GAP = 4
const CONTAINER_PAD = 14
export const INITIAL_RADIUS = 5
const HISTORY_SIZE = 28

interface Drawn {
  transition: ChartTransition
  target: string
  lines: string[]
  /** The ELK edge it is drawn on, and its label's position among that edge's labels. */
  edge: string
  index: number
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
 * The chart as an ELK graph: states as (compound) nodes sized to their text, transitions between the
 * same two states as one labelled edge, an edge from each compound state's initial dot. Returned with
 * what reading the laid-out graph back needs.
 */
export function elkGraphOf(chart: Chart, measure: MeasureText, words: ChartWords = DEVELOPER_WORDS) {
  const { transition: transitionText, header: headerOf } = words
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

  const graph: ElkNode = {
    id: '__chart',
    layoutOptions: ROOT_OPTIONS,
    children: [elkNode(byId.get(chart.root)!)],
    edges,
  }
  return { graph, byId, chipsOf, headerHeight, chipsHeight, pairs, drawn }
}
