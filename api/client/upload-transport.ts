/**
 * Sends a multipart body with XMLHttpRequest, because fetch cannot report upload progress (its streaming
 * request bodies need HTTP/2 in Chromium). Loaded only when something is uploaded.
 */

/** Bytes sent of the body so far; `total` is 0 when the browser does not know it. */
export interface UploadProgress {
  loaded: number
  total: number
}

/** No answer came within the time allowed after the last byte was sent. */
export class UploadTimeoutError extends Error {
  override name = 'UploadTimeoutError'
}

export interface MultipartRequest {
  method: string
  url: string
  headers: Record<string, string>
  form: FormData
  signal?: AbortSignal
  /** How long to wait for the answer after the body is sent (the upload itself has no limit). */
  responseTimeoutMs: number
  onProgress?: (progress: UploadProgress) => void
}

/**
 * Resolves with the status and text of the answer. Rejects with the signal's reason when cancelled, an
 * UploadTimeoutError when the answer takes longer than `responseTimeoutMs` after the upload finished,
 * and a TypeError when the network fails.
 */
export function sendMultipart(
  xhr: XMLHttpRequest,
  { method, url, headers, form, signal, responseTimeoutMs, onProgress }: MultipartRequest,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      done()
    }
    const onAbort = () => {
      xhr.abort()
      settle(() => reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError')))
    }
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })

    xhr.open(method, url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 })
    xhr.upload.onload = () => {
      timer = setTimeout(() => {
        xhr.abort()
        settle(() => reject(new UploadTimeoutError('No answer within the time after the upload.')))
      }, responseTimeoutMs)
    }
    xhr.onload = () => settle(() => resolve({ status: xhr.status, text: xhr.responseText }))
    xhr.onerror = () => settle(() => reject(new TypeError('The upload failed on the network.')))
    xhr.send(form)
  })
}
