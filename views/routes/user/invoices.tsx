import { createFileRoute, redirect } from '@tanstack/react-router'
import { isFlagOn } from '../../../api/contract/partner-rules'
import { InvoicesPage } from '../../my-invoices/InvoicesPage'
import { partnerQuery } from '../../partner/partner-query'

/** The customer's invoices; the two test partners hide them (core §2), so there it is the policy overview. */
export const Route = createFileRoute('/user/invoices')({
  beforeLoad: async ({ context }) => {
    const partner = await context.queryClient.ensureQueryData(partnerQuery(context.http))
    if (isFlagOn(partner, 'hide_invoices')) throw redirect({ to: '/user/policies', replace: true })
  },
  component: InvoicesPage,
})
