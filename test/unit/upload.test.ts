// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client/api-error'
import { uploadDocument } from '../../api/client/documents'
import { createHttp } from '../../api/client/http'
import { UPLOAD_RESPONSE_TIMEOUT_MS } from '../../api/contract/documents'
import { UPLOAD_MAX_BYTES } from '../../api/contract/field-rules'
import {
  countedOf,
  documentIdsOf,
  percentOf,
  refusedBeforeSending,
  uploadFailureOf,
  uploadsReducer,
  type UploadItem,
} from '../../views/forms/upload'

/** A stand-in XMLHttpRequest: records what is sent; the test plays the upload's events. */
class FakeXhr {
  static last: FakeXhr | null = null
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = null
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent)
  }
  sent() {
    this.upload.onload?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const http = createHttp({
  getToken: () => 'tok',
  createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  fetch: () => Promise.reject(new Error('no fetch in these tests')),
})
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' })
/** Lets the dynamic import of the transport settle, so the fake XHR exists. */
const started = async () => {
  await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull())
  return FakeXhr.last!
}

afterEach(() => {
  FakeXhr.last = null
  vi.useRealTimers()
})

describe('the upload rules, before anything is sent', () => {
  it('refuses a wrong type, an empty file and one over 25 MB, and takes jpeg, png and pdf up to 25 MB', () => {
    expect(refusedBeforeSending({ type: 'image/gif', size: 10 })).toBe('fileType')
    expect(refusedBeforeSending({ type: '', size: 10 })).toBe('fileType')
    expect(refusedBeforeSending({ type: 'text/html', size: 0 })).toBe('fileType')
    expect(refusedBeforeSending({ type: 'image/png', size: 0 })).toBe('fileEmpty')
    expect(refusedBeforeSending({ type: 'application/pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe('fileSize')
    for (const type of ['image/jpeg', 'image/png', 'application/pdf']) {
      expect(refusedBeforeSending({ type, size: UPLOAD_MAX_BYTES })).toBeNull()
    }
  })

  it('keeps the list: progress, done with its id, failures, removal; only uploaded files are sent with the form', () => {
    const item = (key: string): UploadItem => ({
      key,
      name: `${key}.png`,
      size: 100,
      status: 'uploading',
      loaded: 0,
      total: 100,
      documentId: null,
      error: null,
    })
    let items = uploadsReducer([], { type: 'add', item: item('a') })
    items = uploadsReducer(items, { type: 'add', item: item('b') })
    items = uploadsReducer(items, { type: 'progress', key: 'a', loaded: 40, total: 100 })
    expect(percentOf(items[0]!)).toBe(40)
    items = uploadsReducer(items, { type: 'done', key: 'a', documentId: 7 })
    items = uploadsReducer(items, { type: 'failed', key: 'b', error: 'timeout' })
    // A late progress event of a finished upload changes nothing.
    items = uploadsReducer(items, { type: 'progress', key: 'a', loaded: 1, total: 100 })
    expect(percentOf(items[0]!)).toBe(100)
    expect(documentIdsOf(items)).toEqual([7])
    expect(countedOf(items)).toBe(1)
    expect(uploadsReducer(items, { type: 'remove', key: 'a' }).map((i) => i.key)).toEqual(['b'])
  })
})

describe('uploadDocument over XMLHttpRequest', () => {
  it('sends the file as multipart with the token, reports progress, and answers the new id', async () => {
    const progress = vi.fn()
    const done = uploadDocument(http, png(), { onProgress: progress })
    const xhr = await started()
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('/documents')
    expect(xhr.headers.Authorization).toBe('Bearer tok')
    expect(xhr.headers['Content-Type']).toBeUndefined() // the browser writes the multipart boundary
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File)
    xhr.progress(2, 4)
    xhr.sent()
    xhr.answer(201, { result: [{ id: 42 }] })
    await expect(done).resolves.toEqual({ id: 42 })
    expect(progress).toHaveBeenCalledWith({ loaded: 2, total: 4 })
  })

  it('times out 25 s after the upload finished, not before, however long the sending took', async () => {
    const done = uploadDocument(http, png())
    const xhr = await started()
    vi.useFakeTimers()
    // Sending for a long time is no time-out (only the request time-out of 30 s would have ended it).
    vi.advanceTimersByTime(120_000)
    xhr.progress(4, 4)
    xhr.sent()
    vi.advanceTimersByTime(UPLOAD_RESPONSE_TIMEOUT_MS - 1)
    expect(xhr.aborted).toBe(false)
    vi.advanceTimersByTime(1)
    const error = await done.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('timeout')
    expect(xhr.aborted).toBe(true)
    expect(uploadFailureOf(error)).toBe('timeout')
  })

  it('is cancelled by its signal, and the request is aborted', async () => {
    const controller = new AbortController()
    const done = uploadDocument(http, png(), { signal: controller.signal })
    const xhr = await started()
    controller.abort()
    const error = (await done.catch((e: unknown) => e)) as ApiError
    expect(error.kind).toBe('cancelled')
    expect(xhr.aborted).toBe(true)
  })

  it("turns the server's refusal into the file's reason", async () => {
    const done = uploadDocument(http, png())
    const xhr = await started()
    xhr.sent()
    xhr.answer(400, {
      code: 'validation_error',
      detail: 'no',
      field_errors: { file: ['fileType'] },
      non_field_errors: [],
    })
    const error = await done.catch((e: unknown) => e)
    expect(uploadFailureOf(error)).toBe('fileType')
  })

  it('is a network failure when the connection drops', async () => {
    const done = uploadDocument(http, png())
    const xhr = await started()
    xhr.onerror?.()
    const error = await done.catch((e: unknown) => e)
    expect(uploadFailureOf(error)).toBe('network')
  })
})
