import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../funnel/lazy-guards'
import { ResultPage } from '../checkout/ResultPage'

/** `?type=dropout`: a group ended without taking its products out (forms §4 identity verification step 4). */
export const Route = createFileRoute('/result')({
  validateSearch: (search): { type?: 'dropout' } => (search.type === 'dropout' ? { type: 'dropout' } : {}),
  beforeLoad: requireFunnel,
  component: ResultPage,
})
