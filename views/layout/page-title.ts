import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { useOptionalPartner } from '../partner/use-partner'

/** Sets the document title for a page: "<page> | <partner>", in the active language. */
export function usePageTitle(title: MessageDescriptor) {
  const { i18n } = useLingui()
  const partner = useOptionalPartner()
  const text = i18n._(title)
  useEffect(() => {
    document.title = partner ? `${text} | ${partner.name}` : text
  }, [text, partner])
}
