import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ColorKey } from '../../../api/contract/colors'
import type { ColorChange } from '../../../api/contract/color-admin'
import type { Partner } from '../../../api/contract/partner'
import { adminRoutes as routes } from '../../../api/contract/admin.routes'
import { formatDate } from '../../../i18n/format'
import { mergeDraft } from '../../../machines/color-editor/color-draft'
import { adminCall } from '../../platform/admin-call'
import { useAppDeps } from '../../platform/deps'
import { describeFailure } from '../../platform/describe-failure'
import { applyPartnerTheme } from '../../theme/partner-theme'
import { ColorPopup } from './ColorPopup'
import { KEY_LABELS } from './color-words'
import { EditIcons } from './EditIcons'
import { colorChangesKey, colorEditorLogic } from './editor-effects'
import classes from './editor.module.css'
import './styles'

/** The latest change not undone yet: its rows (one save may change several keys). */
function latestChange(changes: readonly ColorChange[]): ColorChange[] {
  const first = changes.find((c) => !c.undone)
  return first ? changes.filter((c) => c.change === first.change && !c.undone) : []
}

/**
 * The colour editor in place (core §4, issue 20), loaded only for an admin of this partner: the banner's
 * edit-mode toggle and undo line, the edit icons, the popup, and the live preview of the draft.
 */
export default function AdminEditor({ partner }: { partner: Partner }) {
  const { t, i18n } = useLingui()
  const { http, queryClient } = useAppDeps()
  const logic = useMemo(() => colorEditorLogic(http, queryClient), [http, queryClient])
  const editor = useActorRef(logic, { input: { settings: partner.colors } })
  const [editing, setEditing] = useState(false)
  const [icon, setIcon] = useState<HTMLElement | null>(null)
  const popup = useSelector(editor, (s) => s.hasTag('popup'))
  const busy = useSelector(editor, (s) => s.matches('undoing') || s.matches('reloading'))
  const draft = useSelector(editor, (s) => s.context.draft)
  const done = useSelector(editor, (s) => s.context.done)
  const undoFailure = useSelector(editor, (s) => (s.matches('undoFailed') ? s.context.failure : null))
  const reasonId = useId()

  // The page previews the draft through the theme's own function; closing shows the saved colours again.
  useLayoutEffect(() => {
    applyPartnerTheme(popup ? { ...partner, colors: mergeDraft(partner.colors, draft) } : partner)
  }, [popup, draft, partner])
  const saved = useRef(partner)
  saved.current = partner
  useEffect(() => () => applyPartnerTheme(saved.current), [])

  // A reload or a live update: the editor starts from what is saved now.
  useEffect(() => editor.send({ type: 'partner.loaded', settings: partner.colors }), [editor, partner.colors])

  // Focus back on the icon that opened the popup (Mantine returns it too; this covers a re-placed icon).
  useEffect(() => {
    if (!popup && icon?.isConnected) icon.focus()
  }, [popup, icon])

  const changes = useQuery({
    queryKey: colorChangesKey,
    queryFn: ({ signal }) => adminCall(http, routes.colorChanges, { signal }).then((r) => r.result),
    retry: 1,
  })
  const latest = latestChange(changes.data ?? [])
  const first = latest[0]
  const noUndo = changes.isPending
    ? t`Wijzigingen laden…`
    : changes.isError
      ? t`De wijzigingen konden niet worden geladen.`
      : !first
        ? t`Er is nog niets om ongedaan te maken.`
        : null

  const describe = (c: ColorChange) => {
    const when = `${formatDate(c.at, i18n.locale)} ${new Date(c.at).toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' })}`
    const key = KEY_LABELS[c.key as ColorKey] ? i18n._(KEY_LABELS[c.key as ColorKey]) : c.key
    const from = c.old_value ?? t`niet ingesteld`
    const to = c.new_value ?? t`niet ingesteld`
    return t`Laatste wijziging: ${c.admin}, ${when}: ${key} ${from} → ${to}`
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={editing}
        onClick={() => setEditing((on) => !on)}
        data-testid="edit-colors-toggle"
      >
        {t`Kleuren bewerken`}
      </button>
      {first && (
        <p className={classes.latest} data-testid="latest-change">
          {describe(first)}
          {latest.length > 1 && ` (+${latest.length - 1})`}
        </p>
      )}
      <button
        type="button"
        disabled={noUndo !== null || busy}
        aria-describedby={noUndo ? reasonId : undefined}
        onClick={() => editor.send({ type: 'user.undo' })}
      >
        {t`Laatste wijziging ongedaan maken`}
      </button>
      {noUndo && (
        <p id={reasonId} className={classes.latest}>
          {noUndo}
        </p>
      )}
      <p role="status" className={classes.status}>
        {undoFailure
          ? t`Niet ongedaan gemaakt: ${i18n._(describeFailure(undoFailure))}`
          : busy
            ? t`Bezig…`
            : done === 'saved'
              ? t`Kleuren opgeslagen.`
              : done === 'undone'
                ? t`Laatste wijziging ongedaan gemaakt.`
                : ''}
      </p>
      {undoFailure && (
        <>
          {undoFailure.retryable && (
            <button type="button" onClick={() => editor.send({ type: 'user.retry' })}>
              {t`Opnieuw proberen`}
            </button>
          )}
          <button type="button" onClick={() => editor.send({ type: 'user.cancel' })}>
            {t`Sluiten`}
          </button>
        </>
      )}
      {editing && (
        <EditIcons
          onOpen={(keys, element) => {
            setIcon(element)
            editor.send({ type: 'user.open', keys })
          }}
        />
      )}
      <ColorPopup editor={editor} />
    </>
  )
}
