import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorPage } from '../errors/ServerErrorPage'

export const Route = createFileRoute('/500')({ component: ServerErrorPage })
