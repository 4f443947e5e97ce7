import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../../contact/ContactPage'

export const Route = createFileRoute('/user/inbox/contact')({
  component: ContactPage,
})
