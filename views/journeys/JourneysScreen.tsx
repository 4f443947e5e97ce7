import { useMatch } from '@tanstack/react-router'
import { journeyById } from '../../machines'
import { NotFoundPage } from '../errors/NotFoundPage'
import { JourneyPage } from './JourneyPage'
import { JourneysIndexPage } from './JourneysIndexPage'

/** `/journeys`: the list of journeys, or with `?journey=<id>` that journey's chart. */
export function JourneysScreen() {
  const id = useMatch({ from: '/journeys', select: (match) => match.search.journey })
  const viewer = useMatch({ from: '/journeys', select: (match) => match.context.viewer })
  if (!viewer) return <NotFoundPage />
  if (!id) return <JourneysIndexPage viewer={viewer} />
  const journey = journeyById(id)
  // Another journey starts its own simulation and selection.
  return journey ? <JourneyPage key={journey.id} journey={journey} viewer={viewer} /> : <NotFoundPage />
}

// The route's guard comes from here too, so guard and pages are one lazy part of the site.
export { requireJourneysAccess } from './access'
