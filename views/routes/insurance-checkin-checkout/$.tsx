import { createFileRoute } from '@tanstack/react-router'

/**
 * A step of the check-in (`/insurance-checkin-checkout/*`: assignment, cover, documents, review, result):
 * the journey in the parent route draws it, and the address follows the journey.
 */
export const Route = createFileRoute('/insurance-checkin-checkout/$')({})
