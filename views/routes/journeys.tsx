import { createFileRoute } from '@tanstack/react-router'
import { JourneysScreen } from '../journeys/JourneysScreen'

const MODES = ['simulate', 'live', 'paths'] as const
export interface JourneysSearch {
  /** A registered journey's id: its chart; without it, the list of journeys. */
  journey?: string
  /** The chart's tab. */
  mode?: (typeof MODES)[number]
}

// One route, so the charts' code is one lazy part of the site; its guard loads with it. (The search is
// checked by hand: two optional fields do not need the schema code on every first page.)
export const Route = createFileRoute('/journeys')({
  validateSearch: (search: Record<string, unknown>): JourneysSearch => ({
    ...(typeof search.journey === 'string' && search.journey ? { journey: search.journey } : {}),
    ...(MODES.some((m) => m === search.mode) ? { mode: search.mode as JourneysSearch['mode'] } : {}),
  }),
  beforeLoad: (args) =>
    import('../journeys/JourneysScreen').then((screen) => screen.requireJourneysAccess(args)),
  component: JourneysScreen,
})
