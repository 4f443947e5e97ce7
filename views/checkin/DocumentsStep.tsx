import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { MAX_FILES_PER_KIND, type DocumentKind } from '../../api/contract/checkin'
import { askedOf } from '../../machines/checkin/checkin.machine'
import { DocumentUpload, useDocumentUploads } from '../forms/DocumentUpload'
import { useAppDeps } from '../platform/deps'
import type { CheckinRef } from './checkin-runtime'
import { CheckinTitle } from './CheckinTitle'
import { DOCUMENT_TEXTS } from './checkin-texts'

/**
 * Step 3: the documents the chosen covers ask for (api/contract/checkin.ts documentsAskedFor), each
 * uploaded through `POST /documents` (jpeg, png, pdf, at most 25 MB). A finished upload joins the journey,
 * so a reload keeps it.
 */
export function DocumentsStep({ actor }: { actor: CheckinRef }) {
  const { t } = useLingui()
  const asked = useSelector(actor, (s) => askedOf(s.context))
  const uploads = useSelector(actor, (s) => s.context.uploads)
  const busy = useRef(new Set<DocumentKind>())
  const [error, setError] = useState<'missing' | 'busy' | null>(null)
  const missing = asked.filter((kind) => !uploads.some((u) => u.kind === kind))

  const next = () => {
    if (busy.current.size > 0) return setError('busy')
    if (missing.length > 0) return setError('missing')
    setError(null)
    actor.send({ type: 'user.continue' })
  }

  return (
    <Stack gap="md">
      <CheckinTitle>{t`Documenten voor je opdrachtgever`}</CheckinTitle>
      <Text>
        <Trans>
          Je polisblad hebben we al. Voeg alleen toe wat hieronder wordt gevraagd; je opdrachtgever ziet de
          namen van de bestanden in de bevestiging.
        </Trans>
      </Text>
      {asked.map((kind) => (
        <KindUpload
          key={kind}
          kind={kind}
          actor={actor}
          onBusy={(b) => {
            if (b) busy.current.add(kind)
            else busy.current.delete(kind)
          }}
        />
      ))}
      {(error === 'busy' || (error === 'missing' && missing.length > 0)) && (
        <Alert color="red" role="alert">
          {error === 'busy'
            ? t`Wacht tot je bestanden klaar zijn met uploaden.`
            : t`Voeg de gevraagde documenten toe.`}
        </Alert>
      )}
      <Group gap="sm">
        <Button size="md" onClick={next}>
          {t`Verder`}
        </Button>
        <Button variant="subtle" size="md" onClick={() => actor.send({ type: 'user.back' })}>
          {t`Vorige stap`}
        </Button>
      </Group>
    </Stack>
  )
}

function KindUpload({
  kind,
  actor,
  onBusy,
}: {
  kind: DocumentKind
  actor: CheckinRef
  onBusy: (busy: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const widget = useDocumentUploads(http, MAX_FILES_PER_KIND)
  const kept = useSelector(actor, (s) => s.context.uploads.filter((u) => u.kind === kind))
  const joined = useRef(new Set<number>())
  const texts = DOCUMENT_TEXTS[kind]

  useEffect(() => {
    onBusy(widget.busy)
  }, [widget.busy, onBusy])
  useEffect(() => {
    const done = widget.items.filter((i) => i.status === 'done' && i.documentId !== null)
    for (const item of done)
      if (!joined.current.has(item.documentId!)) {
        joined.current.add(item.documentId!)
        actor.send({ type: 'user.addDocument', document: { id: item.documentId!, kind, name: item.name } })
      }
    // A finished upload removed from the field leaves the journey too.
    const shown = new Set(done.map((i) => i.documentId!))
    for (const id of joined.current)
      if (!shown.has(id)) {
        joined.current.delete(id)
        actor.send({ type: 'user.removeDocument', id })
      }
  }, [widget.items, actor, kind])

  // Uploaded before a reload: listed on their own, each removable.
  const earlier = kept.filter((u) => !joined.current.has(u.id))
  return (
    <Paper withBorder radius="md" p="md" data-testid={`checkin-upload-${kind}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {i18n._(texts.label)}
        </Title>
        <Text size="sm">{i18n._(texts.why)}</Text>
        {earlier.length > 0 && (
          <List size="sm" spacing={4}>
            {earlier.map((u) => (
              <List.Item key={u.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {u.name}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => actor.send({ type: 'user.removeDocument', id: u.id })}
                    aria-label={t`${u.name} verwijderen`}
                  >
                    {t`Verwijderen`}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <DocumentUpload uploads={widget} label={t`Bestanden voor: ${i18n._(texts.label)}`} />
      </Stack>
    </Paper>
  )
}
