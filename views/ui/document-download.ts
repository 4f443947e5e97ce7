import { useState } from 'react'

/** A stored document to download: its id and the file name to save it under. */
export interface Downloadable {
  id: number
  name: string
}

/**
 * Downloads documents with `fetchBlob` (the feature's API call: `GET /documents/{id}/content` with the
 * bearer token through the API client) and hands each to the browser as a file. `busy` is the id being fetched; `failed` the
 * id whose download failed last (the feature says so in its own words); both clear on the next try.
 */
export function useDocumentDownload(fetchBlob: (id: number) => Promise<Blob>) {
  const [busy, setBusy] = useState<number | null>(null)
  const [failed, setFailed] = useState<number | null>(null)
  const download = async ({ id, name }: Downloadable) => {
    setBusy(id)
    setFailed(null)
    try {
      const blob = await fetchBlob(id)
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = name
      a.rel = 'noopener'
      document.body.append(a)
      a.click()
      a.remove()
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch {
      setFailed(id)
    } finally {
      setBusy(null)
    }
  }
  return { download, busy, failed }
}
