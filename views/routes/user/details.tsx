import { createFileRoute } from '@tanstack/react-router'
import { DetailsPage } from '../../my-details/DetailsPage'

export const Route = createFileRoute('/user/details')({
  component: DetailsPage,
})
