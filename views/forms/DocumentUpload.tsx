import { useLingui } from '@lingui/react/macro'
import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core'
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, type ChangeEvent } from 'react'
import { uploadDocument } from '../../api/client/documents'
import type { Http } from '../../api/client/http'
import classes from './upload.module.css'
import {
  countedOf,
  documentIdsOf,
  formatSize,
  percentOf,
  refusedBeforeSending,
  UPLOAD_ACCEPT,
  UPLOAD_ERROR_TEXTS,
  uploadFailureOf,
  uploadsReducer,
  type UploadItem,
} from './upload'

export interface DocumentUploads {
  items: readonly UploadItem[]
  /** Ids of the documents uploaded, to send with the form. */
  documentIds: number[]
  /** A file is still being sent. */
  busy: boolean
  max: number
  add(files: Iterable<File>): void
  /** Stops an upload under way, or drops a file from the list. */
  remove(key: string): void
}

/**
 * The files a form takes (forms §5: jpeg, png, pdf, at most 25 MB each): each is checked before sending,
 * then sent on its own through `POST /documents`, so each has its own progress and can be cancelled.
 * Leaving the page cancels what is still being sent.
 */
export function useDocumentUploads(http: Http, max: number): DocumentUploads {
  const [items, dispatch] = useReducer(uploadsReducer, [])
  const controllers = useRef(new Map<string, AbortController>())
  const next = useRef(0)
  const counted = useRef(0)
  counted.current = countedOf(items)

  useEffect(() => {
    const running = controllers.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = `upload-${(next.current += 1)}`
        const base = { key, name: file.name, size: file.size, loaded: 0, total: file.size, documentId: null }
        const refused = counted.current >= max ? 'tooMany' : refusedBeforeSending(file)
        if (refused) {
          dispatch({ type: 'add', item: { ...base, status: 'refused', error: refused } })
          continue
        }
        counted.current += 1
        dispatch({ type: 'add', item: { ...base, status: 'uploading', error: null } })
        const controller = new AbortController()
        controllers.current.set(key, controller)
        uploadDocument(http, file, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => dispatch({ type: 'progress', key, loaded, total }),
        })
          .then((document) => dispatch({ type: 'done', key, documentId: document.id }))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) dispatch({ type: 'failed', key, error: uploadFailureOf(error) })
          })
          .finally(() => controllers.current.delete(key))
      }
    },
    [http, max],
  )

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort()
    dispatch({ type: 'remove', key })
  }, [])

  return useMemo(
    () => ({
      items,
      documentIds: documentIdsOf(items),
      busy: items.some((item) => item.status === 'uploading'),
      max,
      add,
      remove,
    }),
    [items, max, add, remove],
  )
}

/**
 * The upload field: a real file input with its label, then each chosen file with its progress bar (a
 * named progressbar), its outcome and a button to cancel or remove it. Refusals are announced (role
 * alert); a finished upload is announced politely.
 */
export function DocumentUpload({
  uploads,
  label,
  error,
}: {
  uploads: DocumentUploads
  label: string
  /** A message about the field as a whole (a submit while files are still being sent). */
  error?: string | null
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const max = uploads.max
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    uploads.add(Array.from(input.files ?? []))
    input.value = '' // the same file can be chosen again after a failure
  }

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={t`JPEG, PNG of PDF, hoogstens 25 MB per bestand en ${max} bestanden.`}
      error={error}
      styles={{ description: { marginBottom: 6 } }}
      data-testid="document-upload"
    >
      <div>
        <input
          id={id}
          className={classes.input}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          onChange={onChange}
          aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
          aria-invalid={error ? true : undefined}
        />
        {/* The browser's own "choose files" words are in the browser's language; this says it in ours. */}
        <Button component="label" htmlFor={id} variant="default" className={classes.button} aria-hidden>
          {t`Bestanden kiezen`}
        </Button>
      </div>
      {uploads.items.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          mt="sm"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Gekozen bestanden`}
        >
          {uploads.items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              onRemove={() => uploads.remove(item.key)}
              locale={i18n.locale}
            />
          ))}
        </Stack>
      )}
    </Input.Wrapper>
  )
}

function UploadRow({ item, onRemove, locale }: { item: UploadItem; onRemove: () => void; locale: string }) {
  const { t, i18n } = useLingui()
  const name = item.name
  const percent = percentOf(item)
  const size = formatSize(item.size, locale)
  return (
    <li data-testid="upload-item" data-status={item.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}{' '}
          <Text span c="dimmed" size="sm">
            ({size})
          </Text>
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onRemove}
          aria-label={
            item.status === 'uploading' ? t`Uploaden van ${name} annuleren` : t`${name} verwijderen`
          }
        >
          {item.status === 'uploading' ? t`Annuleren` : t`Verwijderen`}
        </Button>
      </Group>
      {(item.status === 'uploading' || item.status === 'done') && (
        <Progress.Root size="sm" mt={4}>
          <Progress.Section
            value={percent}
            aria-label={t`Uploaden van ${name}`}
            color={item.status === 'done' ? 'green' : undefined}
          />
        </Progress.Root>
      )}
      {item.status === 'done' && (
        <Text size="xs" c="dimmed" role="status" mt={2}>
          {t`Geüpload`}
        </Text>
      )}
      {item.error && (
        <Text size="sm" c="red.8" role="alert" mt={2}>
          {i18n._(UPLOAD_ERROR_TEXTS[item.error])}
        </Text>
      )}
    </li>
  )
}
