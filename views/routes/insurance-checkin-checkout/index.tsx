import { createFileRoute } from '@tanstack/react-router'

/** The check-in's steps: the parent route goes on to the step the journey is at. */
export const Route = createFileRoute('/insurance-checkin-checkout/')({})
