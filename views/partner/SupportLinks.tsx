import { Anchor } from '@mantine/core'
import { telHref } from './support-links'

/** The partner's phone and e-mail as links inside a sentence (underlined: axe link-in-text-block). */
export function SupportLinks({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <>
      {phone && (
        <Anchor href={telHref(phone)} underline="always">
          {phone}
        </Anchor>
      )}
      {phone && email && ' · '}
      {email && (
        <Anchor href={`mailto:${email}`} underline="always">
          {email}
        </Anchor>
      )}
    </>
  )
}
