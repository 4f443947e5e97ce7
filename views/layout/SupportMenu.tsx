import { Trans } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'
import { usePartner } from '../partner/use-partner'
import { telHref } from '../partner/support-links'

/** The partner's support details: call and mail (core §2 support menu; chat comes with its adapter). */
export function SupportMenu() {
  const { support_phone_number: phone, support_email: email } = usePartner()
  if (!phone && !email) return null
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-md">
          <Trans>Hulp</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <SupportLinks phone={phone} email={email} />
      </Menu.Dropdown>
    </Menu>
  )
}

function SupportLinks({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <>
      {phone && (
        <Menu.Item component="a" href={telHref(phone)}>
          <Trans>Bel {phone}</Trans>
        </Menu.Item>
      )}
      {email && (
        <Menu.Item component="a" href={`mailto:${email}`}>
          <Trans>Mail {email}</Trans>
        </Menu.Item>
      )}
    </>
  )
}
