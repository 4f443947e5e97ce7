// The auth journey at run time. Loaded on demand (see auth-loader.ts): an anonymous visitor of a
// public page never downloads the statechart library.
import { createActor, waitFor } from 'xstate'
import type { Http } from '../../api/client/http'
import { authMachine } from '../../machines/auth/auth.machine'
import type { AuthEvent } from '../../machines/auth/auth.types'
import { authEffects } from './auth-effects'
import { AUTH_STORAGE_KEY, readAuthStorage, writeAuthStorage } from './auth-storage'
import { countJourneys } from './journey-counting'
import { showLive } from './live-hub'
import { createSessionBridge } from './session-bridge'

export type AuthSnapshot = ReturnType<ReturnType<typeof createAuthRuntime>['actor']['getSnapshot']>

export function createAuthRuntime(http: Http) {
  const actor = createActor(authMachine.provide(authEffects(http)), {
    input: readAuthStorage(),
    inspect: countJourneys(http),
  })
  showLive('auth', {
    actor,
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
  })

  // Keep auth-storage in step with the journey (only when what is stored changes).
  let stored = ''
  /** Set while this tab takes in what another tab stored (onStorage). */
  let adopting = false
  actor.subscribe(({ context }) => {
    const session = {
      tokens: context.tokens,
      external_id: context.external_id,
      user_quote: context.user_quote,
      broker_quote: context.broker_quote,
      user: context.user,
      insuranceFlow: context.insuranceFlow,
    }
    const next = JSON.stringify(session)
    if (next === stored) return
    stored = next
    // Taking in another tab's change: storage holds it already. Writing it back would echo it to the other
    // tab, where it may land after that tab moved on: the sign-out before a link's sign-in (verify-loader),
    // echoed after the sign-in, signed both tabs out.
    if (!adopting) writeAuthStorage(session)
  })

  // Tabs share the session: a refresh, sign-in or sign-out in another tab reaches this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY) return
    const tokens = readAuthStorage().tokens
    if (tokens?.access !== actor.getSnapshot().context.tokens?.access) {
      adopting = true
      try {
        actor.send({ type: 'session.changedElsewhere', tokens })
      } finally {
        adopting = false
      }
    }
  }
  window.addEventListener('storage', onStorage)
  actor.start()

  return {
    actor,
    bridge: createSessionBridge(actor),
    send: (event: AuthEvent) => actor.send(event),
    /** Resolves once the session is known (not restoring, logging in or loading the user). */
    settled: () => waitFor(actor, (s) => !s.hasTag('resolving'), { timeout: 60_000 }),
    subscribe: (listener: () => void) => {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
  }
}

export type AuthRuntime = ReturnType<typeof createAuthRuntime>
