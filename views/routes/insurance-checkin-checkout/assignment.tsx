import { createFileRoute } from '@tanstack/react-router'

/** A step of the check-in: the journey in the parent route draws it (the address follows the journey). */
export const Route = createFileRoute('/insurance-checkin-checkout/assignment')({})
