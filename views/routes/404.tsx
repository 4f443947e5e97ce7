import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../errors/NotFoundPage'

export const Route = createFileRoute('/404')({ ssr: true, component: NotFoundPage })
