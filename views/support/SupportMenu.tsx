import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Menu, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import type { SupportChannel } from '../../api/contract/support'
import { trackSupport } from '../analytics/data-layer'
import { usePartner } from '../partner/use-partner'
import { useAuth } from '../platform/use-auth'
import { clockNow } from './clock'
import { openSupportPanel, useSupportPanel } from './support-panel'
import { supportOptions, type SupportOption } from './support-options'
import { openTrengo } from './trengo'

/** The panels and their texts (the `support` catalog) load on the first choice that needs them. */
const SupportPanels = lazy(async () => {
  const [panels, texts] = await Promise.all([import('./panels/SupportPanels'), import('./panels/messages')])
  await texts.loadSupportMessages()
  return panels
})

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

/** The options at this moment: read when the menu opens, so office hours that end meanwhile count. */
function useOptionsNow() {
  const partner = usePartner()
  const [now, setNow] = useState(clockNow)
  return { options: supportOptions(partner, now), refresh: () => setNow(clockNow()) }
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

/** The header's "Hulp" menu (core §2 header, §4 "Support"). */
export function SupportMenu() {
  const { options, refresh } = useOptionsNow()
  const choose = useChoose()
  return (
    <Menu position="bottom-end" withinPortal onOpen={refresh}>
      <Menu.Target>
        <Button variant="subtle" size="compact-md">
          <Trans>Hulp</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="support-menu">
        {options.map((option) => (
          <Menu.Item key={option.channel} {...linkProps(option)} onClick={() => choose(option)}>
            <OptionLabel option={option} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

/** The same choices as links, for the mobile navigation drawer (the panel openers are buttons that look alike). */
export function SupportList({ onChosen }: { onChosen: () => void }) {
  const { options } = useOptionsNow()
  const choose = useChoose()
  return (
    <Stack gap={6} component="section" aria-labelledby="support-list-title">
      <Text id="support-list-title" fw={600} size="sm">
        <Trans>Hulp</Trans>
      </Text>
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
    </Stack>
  )
}

/** Draws the open support panel, once one was opened (only then is its code fetched); once per page. */
export function SupportPanelsHost() {
  const state = useSupportPanel()
  if (!state) return null
  return (
    <Suspense fallback={null}>
      <SupportPanels state={state} />
    </Suspense>
  )
}
