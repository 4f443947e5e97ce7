import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { isApiError } from '../../api/client/api-error'
import { UPLOAD_TYPES, uploadSchema } from '../../api/contract/field-rules'

/**
 * The rules of uploading documents in the browser (forms §5, §9; core §9): jpeg, png or pdf, at most 25 MB
 * each, checked before anything is sent; the server checks again (by content) and may still refuse.
 * Pure: the widget (DocumentUpload.tsx) keeps its list with `uploadsReducer`.
 */

/** What the file picker offers: the types, and their extensions for systems that go by name. */
export const UPLOAD_ACCEPT = [...UPLOAD_TYPES, '.jpg', '.jpeg', '.png', '.pdf'].join(',')

export type UploadErrorCode =
  'fileType' | 'fileSize' | 'fileEmpty' | 'tooMany' | 'timeout' | 'network' | 'server' | 'signedOut'

/** Why a file may not be sent at all (its type, size or emptiness), or null when it may. */
export function refusedBeforeSending(file: { type: string; size: number }): UploadErrorCode | null {
  const result = z.safeParse(uploadSchema, { type: file.type, size: file.size })
  if (result.success) return null
  const codes = result.error.issues.map((i) => i.message)
  return (['fileType', 'fileEmpty', 'fileSize'] as const).find((c) => codes.includes(c)) ?? 'fileType'
}

/** Why an upload that was sent failed, from the client's error. */
export function uploadFailureOf(error: unknown): UploadErrorCode {
  if (!isApiError(error)) return 'network'
  if (error.kind === 'timeout') return 'timeout'
  if (error.kind === 'network') return 'network'
  if (error.kind === 'unauthorized') return 'signedOut'
  if (error.status === 413) return 'fileSize'
  const keys = Object.values(error.fieldErrors).flat()
  return (['fileType', 'fileSize', 'fileEmpty'] as const).find((c) => keys.includes(c)) ?? 'server'
}

/** The words for each failure (the account area's catalog). */
export const UPLOAD_ERROR_TEXTS: Record<UploadErrorCode, MessageDescriptor> = {
  fileType: msg`Dit bestandstype kan niet. Kies een JPEG-, PNG- of PDF-bestand.`,
  fileSize: msg`Dit bestand is groter dan 25 MB. Kies een kleiner bestand.`,
  fileEmpty: msg`Dit bestand is leeg. Kies een ander bestand.`,
  tooMany: msg`Je hebt het hoogste aantal bestanden al gekozen. Verwijder er eerst een.`,
  timeout: msg`Het bestand is verstuurd, maar we kregen binnen 25 seconden geen antwoord. Probeer het opnieuw.`,
  network: msg`Het uploaden is mislukt door een verbindingsprobleem. Controleer je internetverbinding en probeer het opnieuw.`,
  server: msg`We konden dit bestand niet opslaan. Probeer het opnieuw.`,
  signedOut: msg`Je bent uitgelogd. Log opnieuw in en kies het bestand opnieuw.`,
}

/** One chosen file and what became of it. */
export interface UploadItem {
  key: string
  name: string
  size: number
  status: 'uploading' | 'done' | 'failed' | 'refused'
  /** Bytes sent so far, of `total` (0 while unknown). */
  loaded: number
  total: number
  documentId: number | null
  error: UploadErrorCode | null
}

export type UploadAction =
  | { type: 'add'; item: UploadItem }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'done'; key: string; documentId: number }
  | { type: 'failed'; key: string; error: UploadErrorCode }
  | { type: 'remove'; key: string }

export function uploadsReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
  const update = (key: string, change: Partial<UploadItem>) =>
    items.map((item) => (item.key === key && item.status === 'uploading' ? { ...item, ...change } : item))
  switch (action.type) {
    case 'add':
      return [...items, action.item]
    case 'progress':
      return update(action.key, { loaded: action.loaded, total: action.total })
    case 'done':
      return update(action.key, { status: 'done', documentId: action.documentId, loaded: 1, total: 1 })
    case 'failed':
      return update(action.key, { status: 'failed', error: action.error })
    case 'remove':
      return items.filter((item) => item.key !== action.key)
  }
}

/** Percent sent (0–100); a finished upload is 100. */
export const percentOf = (item: Pick<UploadItem, 'loaded' | 'total' | 'status'>) =>
  item.status === 'done'
    ? 100
    : item.total > 0
      ? Math.min(100, Math.round((item.loaded / item.total) * 100))
      : 0

/** Ids of the uploaded documents, in the order chosen. */
export const documentIdsOf = (items: readonly UploadItem[]) =>
  items.flatMap((item) => (item.status === 'done' && item.documentId !== null ? [item.documentId] : []))

/** How many files count against the limit (those uploading or uploaded). */
export const countedOf = (items: readonly UploadItem[]) =>
  items.filter((item) => item.status === 'uploading' || item.status === 'done').length

/** A file size as people read it: `850 kB`, `12.4 MB` (in the locale's digits). */
export function formatSize(bytes: number, locale: string): string {
  const kb = bytes / 1024
  const format = (n: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n)
  return kb < 1024 ? `${format(Math.max(1, kb), 0)} kB` : `${format(kb / 1024, 1)} MB`
}
