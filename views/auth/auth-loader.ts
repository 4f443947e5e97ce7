import type { Http } from '../../api/client/http'
import type { AuthRuntime } from './auth-runtime'
import { readAuthStorage } from './auth-storage'

let runtime: AuthRuntime | null = null
let loading: Promise<AuthRuntime> | null = null
let boundHttp: Http | null = null
const listeners = new Set<() => void>()

/** Gives the loader the HTTP client the journey's effects use (main.tsx, once). */
export function bindAuthHttp(http: Http) {
  boundHttp = http
}

/** The auth journey, loaded on first need (a guarded page, a sign-in, a stored session, a 401). */
export function loadAuth(): Promise<AuthRuntime> {
  loading ??= import('./auth-runtime').then(({ createAuthRuntime }) => {
    if (!boundHttp) throw new Error('bindAuthHttp was not called')
    runtime = createAuthRuntime(boundHttp)
    listeners.forEach((l) => l())
    return runtime
  })
  return loading
}

/** The journey if it is already loaded (for synchronous reads), else null. */
export const loadedAuth = () => runtime

/** Calls back once the journey has loaded. */
export function onAuthLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The access token to send: the journey's when loaded, else the stored one. */
export const currentAccessToken = (): string | null =>
  runtime
    ? (runtime.actor.getSnapshot().context.tokens?.access ?? null)
    : (readAuthStorage().tokens?.access ?? null)

/** The HTTP client's 401 handler: loads the journey if needed and lets it decide. */
export const handleUnauthorized = async (token: string) => (await loadAuth()).bridge(token)

/** True when a session is stored, so the journey is worth loading at start. */
export const hasStoredSession = () => readAuthStorage().tokens !== null
