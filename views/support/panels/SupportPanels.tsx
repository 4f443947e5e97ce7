import { useLingui } from '@lingui/react/macro'
import { Drawer } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { closeSupportPanel, type SupportPanelState } from '../support-panel'
import { AssistantPanel } from './AssistantPanel'
import { ChatPanel } from './ChatPanel'
import { FaqPanel } from './FaqPanel'

/**
 * The support panel in a drawer at the side (the whole screen below 576 px). Closed, it stays one second
 * before it leaves the page (support-panel.ts), so its closing animation plays and a quick reopen keeps what
 * was typed.
 */
export default function SupportPanels({ state }: { state: SupportPanelState }) {
  const { t } = useLingui()
  const narrow = useMediaQuery('(max-width: 575.98px)')
  const titles = { assistant: t`Digitale assistent`, chat: t`Chat met ons`, faq: t`Veelgestelde vragen` }
  return (
    <Drawer
      opened={state.open}
      onClose={closeSupportPanel}
      position="right"
      size={narrow ? '100%' : 'md'}
      title={titles[state.panel]}
      closeButtonProps={{ 'aria-label': t`Sluiten` }}
      data-testid={`support-panel-${state.panel}`}
    >
      {state.panel === 'assistant' && <AssistantPanel />}
      {state.panel === 'chat' && <ChatPanel prefill={state.prefill} />}
      {state.panel === 'faq' && <FaqPanel />}
    </Drawer>
  )
}
