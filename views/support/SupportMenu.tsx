import { Trans } from '@lingui/react/macro'
import { Loader, Stack, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { LazyMenu } from '../ui/LazyMenu'
import { useSupportPanel } from './support-panel'

/** The choices (and the office-hours rule they need) load when the menu is first about to open. */
const loadItems = () => import('./SupportItems')
/** The mobile drawer starts this with its own code, so its support list does not wait in a second round. */
export const preloadSupportItems = () => void loadItems()
const loadMenu = () => import('./SupportMenuBody')
const SupportMenuBody = lazy(loadMenu)
const SupportLinks = lazy(() => loadItems().then((m) => ({ default: m.SupportLinks })))

/** The panels and their texts (the `support` catalog) load on the first choice that needs them. */
const SupportPanels = lazy(async () => {
  const [panels, texts] = await Promise.all([import('./panels/SupportPanels'), import('./panels/messages')])
  await texts.loadSupportMessages()
  return panels
})

const loading = <Loader size="xs" m="xs" aria-hidden />

/** The header's "Hulp" menu (core §2 header, §4 "Support"); its menu and choices load on first use. */
export function SupportMenu() {
  return (
    <LazyMenu body={SupportMenuBody} preload={loadMenu}>
      <Trans>Hulp</Trans>
    </LazyMenu>
  )
}

/** The same choices for the mobile navigation drawer. */
export function SupportList({ onChosen }: { onChosen: () => void }) {
  return (
    <Stack gap={6} component="section" aria-labelledby="support-list-title">
      <Text id="support-list-title" fw={600} size="sm">
        <Trans>Hulp</Trans>
      </Text>
      <Suspense fallback={loading}>
        <SupportLinks onChosen={onChosen} />
      </Suspense>
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
