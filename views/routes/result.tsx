import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../checkout/lazy-guards'
import { ResultPage } from '../checkout/ResultPage'

export const Route = createFileRoute('/result')({ beforeLoad: requireFunnel, component: ResultPage })
