import type * as z from 'zod/v4/core'
import { DEFAULT_ACCEPT_LANGUAGE } from '../contract/locales'
import { REQUEST_TIMEOUT_MS, UPLOAD_RESPONSE_TIMEOUT_MS } from '../contract/timeouts'
import { pathOf, type JsonRoute, type PathParams } from '../contract/route'
import { ApiError } from './api-error'
import type { UploadProgress } from './upload-transport'

export interface HttpOptions {
  /** Prefix for every path; '' in the browser (same origin). */
  baseUrl?: string
  /** The bearer token to send, if any. Read on every request. */
  getToken?: () => string | null | undefined
  /** The Accept-Language value to send. Read on every request. */
  getAcceptLanguage?: () => string
  timeoutMs?: number
  fetch?: typeof fetch
  /**
   * A request sent with `token` was answered 401. Resolves the token to replay it with (once), or null
   * to let the 401 stand; may reject (a refresh that failed on the network). The auth journey owns it.
   */
  onUnauthorized?: (token: string) => Promise<string | null>
  /** Makes the XMLHttpRequest an upload is sent with (a fake one in tests). */
  createXhr?: () => XMLHttpRequest
}

/**
 * A multipart body sent instead of JSON (`POST /documents`): with XMLHttpRequest, so its progress is
 * known. Not under the request time-out: the answer must come within UPLOAD_RESPONSE_TIMEOUT_MS after
 * the last byte is sent (core §9), however long the sending took.
 */
export interface UploadBody {
  form: FormData
  onProgress?: (progress: UploadProgress) => void
}

export interface RequestOptions<S extends z.$ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  /** The contract schema the answer must match. */
  schema: S
  signal?: AbortSignal
  /** false: no bearer token and no refresh on 401 (login and refresh calls themselves). */
  auth?: boolean
  /**
   * Another bearer token than the customer's (an admin call, core §6); a 401 on it is not refreshed.
   * Wins over `auth`.
   */
  bearer?: string
  /**
   * `blob`: the answer is a file (a document's bytes), read as a Blob when the status is a success (an
   * error answer is still read as JSON). `schema` then checks the Blob (`z.instanceof(Blob)`).
   */
  accept?: 'json' | 'blob'
  /** A multipart upload instead of `body`. */
  upload?: UploadBody
}

export type Http = <S extends z.$ZodType>(options: RequestOptions<S>) => Promise<z.output<S>>

/** What a call adds to its route: the path's parameters (when it has any), query, body and signal. */
export type CallOptions<P extends string> = Pick<RequestOptions<z.$ZodType>, 'query' | 'body' | 'signal'> &
  (keyof PathParams<P> extends never ? { params?: undefined } : { params: PathParams<P> })

/**
 * One call of the route table (api/contract/*.routes.ts): its method, path and answer schema come from
 * the route; the token goes along unless the route's auth is `none`.
 */
export const call = <P extends string, S extends z.$ZodType>(
  http: Http,
  route: JsonRoute<P, S>,
  ...[options]: keyof PathParams<P> extends never ? [CallOptions<P>?] : [CallOptions<P>]
): Promise<z.output<S>> => {
  const { params, query, body, signal } = (options ?? {}) as CallOptions<P>
  return http({
    method: route.method,
    path: pathOf(route, (params ?? {}) as PathParams<P>),
    query,
    body,
    schema: route.response,
    signal,
    auth: route.auth !== 'none',
  })
}

/**
 * The browser's HTTP client: bearer token when present, JSON, Accept-Language, a timeout,
 * cancellation, and every answer parsed with its contract schema. Fails only with ApiError.
 */
export function createHttp(options: HttpOptions = {}): Http {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  return async function request({
    method = 'GET',
    path,
    query,
    body,
    schema,
    signal,
    auth = true,
    bearer,
    upload,
    accept,
  }) {
    if (bearer) return send({ method, path, query, body, schema, signal, upload, accept }, bearer)
    const token = auth ? (options.getToken?.() ?? null) : null
    try {
      return await send({ method, path, query, body, schema, signal, upload, accept }, token)
    } catch (error) {
      const refreshable =
        error instanceof ApiError && error.kind === 'unauthorized' && token && options.onUnauthorized
      if (!refreshable) throw error
      const replacement = await options.onUnauthorized!(token)
      if (!replacement) throw error
      return send({ method, path, query, body, schema, signal, upload, accept }, replacement) // replayed once
    }
  }

  async function send<S extends z.$ZodType>(
    { method = 'GET', path, query, body, schema, signal, upload, accept = 'json' }: RequestOptions<S>,
    token: string | null,
  ): Promise<z.output<S>> {
    const url = (options.baseUrl ?? '') + path + toQueryString(query)
    // The schemas' code comes with the first call, fetched while the request is under way.
    const parsing = import('./parse-answer')
    parsing.catch(() => undefined)
    const headers: Record<string, string> = {
      Accept: accept === 'blob' ? '*/*' : 'application/json',
      'Accept-Language': options.getAcceptLanguage?.() || DEFAULT_ACCEPT_LANGUAGE,
    }
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined && !upload) headers['Content-Type'] = 'application/json'

    // An upload has its own time-out, after its last byte (upload-transport.ts).
    const timeout = upload ? null : AbortSignal.timeout(timeoutMs)
    const combined = signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout ?? undefined)
    const fail = (kind: ApiError['kind'], extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
      new ApiError({ kind, method, path, ...extra })

    // The body is read under the same signals: a cancel or timeout mid-download is that, not a bad answer.
    let response: { status: number; ok: boolean }
    let payload: unknown
    try {
      if (upload) {
        const { sendMultipart } = await import('./upload-transport')
        const xhr = options.createXhr?.() ?? new XMLHttpRequest()
        const answer = await sendMultipart(xhr, {
          method,
          url,
          headers,
          form: upload.form,
          signal,
          responseTimeoutMs: UPLOAD_RESPONSE_TIMEOUT_MS,
          onProgress: upload.onProgress,
        })
        response = { status: answer.status, ok: answer.status >= 200 && answer.status < 300 }
        payload = parseText(answer.status, answer.text)
      } else {
        const fetched = await doFetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: combined,
        })
        response = fetched
        payload =
          accept === 'blob' && fetched.ok
            ? await fetched.blob()
            : parseText(fetched.status, await fetched.text())
      }
    } catch (cause) {
      if (signal?.aborted) throw fail('cancelled', { cause })
      if (timeout?.aborted || (cause as Error | null)?.name === 'UploadTimeoutError') {
        throw fail('timeout', { cause })
      }
      throw fail('network', { cause })
    }

    let parse: Awaited<typeof parsing>
    try {
      parse = await parsing
    } catch (cause) {
      throw fail('network', { cause })
    }
    if (!response.ok) {
      const errorBody = parse.parseErrorBody(payload)
      const kind =
        response.status === 401
          ? 'unauthorized'
          : response.status === 400 && errorBody
            ? 'validation'
            : 'http'
      throw fail(kind, { status: response.status, body: errorBody })
    }
    const parsed = parse.parseAnswer(schema, payload)
    if (!parsed.success) throw fail('contract', { status: response.status, cause: parsed.error })
    return parsed.data
  }
}

function toQueryString(query: RequestOptions<z.$ZodType>['query']): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

function parseText(status: number, text: string): unknown {
  if (status === 204) return null
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
