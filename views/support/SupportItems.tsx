import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Menu } from '@mantine/core'
import { useState } from 'react'
import type { SupportChannel } from '../../api/contract/support'
import { trackSupport } from '../analytics/data-layer'
import { usePartner } from '../partner/use-partner'
import { useAuth } from '../platform/use-auth'
import { clockNow } from './clock'
import { openSupportPanel } from './support-panel'
import { supportOptions, type SupportOption } from './support-options'
import { openTrengo } from './trengo'

/**
 * The support menu's choices (SupportMenu.tsx loads this on first use: the office-hours rule and its
 * time-zone library stay off the first page). Read when they are drawn, so each opening of the menu
 * judges the office hours anew.
 */

const LABELS: Record<Exclude<SupportChannel, 'call' | 'mail'>, MessageDescriptor> = {
  'alicia-ai': msg`Vraag het de digitale assistent`,
  whatsapp: msg`WhatsApp`,
  chat: msg`Chat met ons`,
  faq: msg`Veelgestelde vragen`,
}

/** Carries out a support choice: the event (core §7 `support`), then the panel or the chat widget. */
function useChoose() {
  const { trengo_key: trengoKey } = usePartner()
  const { user } = useAuth()
  return (option: SupportOption) => {
    trackSupport(option.channel)
    if (option.channel === 'alicia-ai') openSupportPanel('assistant')
    else if (option.channel === 'faq') openSupportPanel('faq')
    else if (option.channel === 'chat' && option.service === 'trengo' && trengoKey)
      openTrengo(trengoKey, { name: user?.first_name ?? undefined, email: user?.email ?? undefined })
    else if (option.channel === 'chat') openSupportPanel('chat')
  }
}

function useOptionsNow() {
  const partner = usePartner()
  const [now] = useState(clockNow)
  return supportOptions(partner, now)
}

function OptionLabel({ option }: { option: SupportOption }) {
  const { i18n } = useLingui()
  if (option.channel === 'call') {
    const { phone } = option
    return <Trans>Bel {phone}</Trans>
  }
  if (option.channel === 'mail') {
    const { email } = option
    return <Trans>Mail {email}</Trans>
  }
  return <>{i18n._(LABELS[option.channel])}</>
}

const linkProps = (option: SupportOption) =>
  'href' in option
    ? {
        component: 'a' as const,
        href: option.href,
        ...(option.channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      }
    : {}

/** The choices as the header menu's items. */
export function SupportMenuItems() {
  const options = useOptionsNow()
  const choose = useChoose()
  return (
    <>
      {options.map((option) => (
        <Menu.Item key={option.channel} {...linkProps(option)} onClick={() => choose(option)}>
          <OptionLabel option={option} />
        </Menu.Item>
      ))}
    </>
  )
}

/** The choices as links in the mobile navigation drawer (the panel openers are buttons that look alike). */
export function SupportLinks({ onChosen }: { onChosen: () => void }) {
  const options = useOptionsNow()
  const choose = useChoose()
  return (
    <>
      {options.map((option) => (
        <Anchor
          key={option.channel}
          {...('href' in option
            ? linkProps(option)
            : { component: 'button' as const, type: 'button' as const })}
          ta="left"
          style={{ overflowWrap: 'anywhere' }}
          onClick={() => (choose(option), onChosen())}
        >
          <OptionLabel option={option} />
        </Anchor>
      ))}
    </>
  )
}
