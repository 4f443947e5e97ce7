import { createActor, fromPromise, type ActorRefFrom, type Snapshot } from 'xstate'
import { submitCheckin } from '../../api/client/checkin'
import { isApiError } from '../../api/client/api-error'
import { toFailure } from '../../api/client/failure'
import type { Http } from '../../api/client/http'
import { countJourneys } from '../platform/journey-counting'
import { getPolicies } from '../../api/client/policies'
import type { Checkin, CheckinBody } from '../../api/contract/checkin'
import type { Policy } from '../../api/contract/policies'
import { checkinMachine, type CheckinFailure } from '../../machines/checkin/checkin.machine'

export type CheckinRef = ActorRefFrom<typeof checkinMachine>

/**
 * The spec's key of the check-in (core §3), in session storage rather than local storage: the journey holds
 * the client's name and e-mail address, which must not outlive the tab unencrypted on disk. A reload keeps
 * it; the uploaded documents are on the server (docs/local-storage.md).
 */
export const CHECKIN_STORAGE_KEY = 'checkin'
const VERSION = 1

/** The journey with its effects: the customer's current policies, and the submit. */
export const checkinLogic = (http: Http) =>
  checkinMachine.provide({
    actors: {
      loadCover: fromPromise<Policy[]>(({ signal }) =>
        getPolicies(http, signal)
          .then((r) => r.current)
          .catch((error: unknown) => {
            throw toFailure(error)
          }),
      ),
      submitCheckin: fromPromise<Checkin, { body: CheckinBody }>(({ input, signal }) =>
        submitCheckin(http, input.body, signal).catch((error: unknown) => {
          const refusal: CheckinFailure = {
            ...toFailure(error),
            fields: isApiError(error) ? error.fieldErrors : {},
          }
          throw refusal
        }),
      ),
    },
  })

interface Stored {
  v: number
  user: number
  snapshot: Snapshot<unknown>
}

const read = (userId: number): Snapshot<unknown> | undefined => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CHECKIN_STORAGE_KEY) ?? 'null') as Stored | null
    // Another customer's, or an older shape: dropped, never trusted.
    if (stored?.v !== VERSION || stored.user !== userId) return undefined
    return stored.snapshot
  } catch {
    return undefined
  }
}

const write = (userId: number, snapshot: Snapshot<unknown>) => {
  try {
    sessionStorage.setItem(CHECKIN_STORAGE_KEY, JSON.stringify({ v: VERSION, user: userId, snapshot }))
  } catch {
    // Full or blocked storage: the journey goes on, only a reload would start it again.
  }
}

export const clearStoredCheckin = () => {
  try {
    sessionStorage.removeItem(CHECKIN_STORAGE_KEY)
  } catch {
    // nothing stored
  }
}

let current: { user: number; actor: CheckinRef } | null = null

/**
 * The customer's one check-in journey: restored from session storage when it fits the machine (a reload
 * mid-journey goes on where it was), else started anew. Each change is stored, except while submitting
 * (a reload then goes back to the review, so nothing is submitted twice unasked).
 */
export function checkinActor(http: Http, userId: number): CheckinRef {
  if (current?.user === userId) return current.actor
  current?.actor.stop()
  const logic = checkinLogic(http)
  const start = (snapshot?: Snapshot<unknown>) => {
    const actor = createActor(logic, {
      ...(snapshot ? { snapshot: snapshot as never } : {}),
      inspect: countJourneys(http),
    })
    actor.start()
    return actor
  }
  let actor: CheckinRef
  try {
    actor = start(read(userId))
    if (actor.getSnapshot().status === 'error') throw new Error('stale snapshot')
  } catch {
    clearStoredCheckin()
    actor = start()
  }
  let last = ''
  actor.subscribe((snapshot) => {
    if (snapshot.matches('submitting')) return
    const persisted = actor.getPersistedSnapshot()
    const text = JSON.stringify(persisted)
    if (text === last) return
    last = text
    write(userId, persisted)
  })
  current = { user: userId, actor }
  return actor
}

/** Starts a new check-in (after one is done, or on the customer's wish): the stored one is dropped. */
export function restartCheckin(http: Http, userId: number): CheckinRef {
  clearStoredCheckin()
  current?.actor.stop()
  current = null
  return checkinActor(http, userId)
}
