import { createFileRoute } from '@tanstack/react-router'
import { loadMessagesPart } from '../../../i18n/i18n'
import { DetailsPage } from '../../my-details/DetailsPage'

export const Route = createFileRoute('/user/details')({
  // The forms' fields and their validation texts are the funnel catalog's (views/forms).
  beforeLoad: () => loadMessagesPart('funnel'),
  component: DetailsPage,
})
