import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { createContext, useContext, useEffect } from 'react'
import { useOptionalPartner } from '../partner/use-partner'

/** Where a page rendered on the server (views/entry-server.tsx) hands its title, which no effect sets there. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null)

/** Sets the document title for a page: "<page> | <partner>", in the active language. */
export function usePageTitle(title: MessageDescriptor) {
  const { i18n } = useLingui()
  const partner = useOptionalPartner()
  const text = i18n._(title)
  const full = partner ? `${text} | ${partner.name}` : text
  useContext(PageTitleSink)?.(full)
  useEffect(() => {
    document.title = full
  }, [full])
}
