import { createFileRoute } from '@tanstack/react-router'
import { InvoicesPage } from '../../my-invoices/InvoicesPage'

export const Route = createFileRoute('/user/invoices')({
  component: InvoicesPage,
})
