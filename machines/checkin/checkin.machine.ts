import { assign, fromPromise, setup } from 'xstate'
import {
  coversPeriod,
  documentsAskedFor,
  type Assignment,
  type Checkin,
  type CheckinBody,
  type DocumentKind,
} from '../../api/contract/checkin'
import { asFailure, type Failure } from '../../api/contract/failure'
import type { Policy } from '../../api/contract/policies'
import { notProvided } from '../not-provided'

/** A document the freelancer uploaded for the check-in: its id (`POST /documents`), kind and file name. */
export interface CheckinUpload {
  id: number
  kind: DocumentKind
  name: string
}

/** Why the submit failed: the failure, and the server's field errors (`policies.1`, `documents.kvk_extract`). */
export type CheckinFailure = Failure & { fields?: Record<string, string[]> }

export interface CheckinContext {
  /** The freelancer's current policies (GET /policies), the covers they can confirm. */
  policies: Policy[]
  assignment: Assignment | null
  /** Ids of the chosen policies. */
  chosen: number[]
  uploads: CheckinUpload[]
  /** The stored check-in, once submitted. */
  checkin: Checkin | null
  failure: Failure | null
  /** Field errors of a refused submit. */
  fields: Record<string, string[]>
}

export type CheckinEvent =
  | { type: 'user.retry' }
  | { type: 'user.submitAssignment'; assignment: Assignment }
  | { type: 'user.chooseCover'; policies: number[] }
  | { type: 'user.addDocument'; document: CheckinUpload }
  | { type: 'user.removeDocument'; id: number }
  | { type: 'user.continue' }
  | { type: 'user.submit' }
  | { type: 'user.back' }

const screen = (step: string) => ({ route: `/insurance-checkin-checkout/${step}`, step })

/** The kinds of document asked for by the chosen covers (api/contract/checkin.ts documentsAskedFor). */
export const askedOf = (context: Pick<CheckinContext, 'policies' | 'chosen'>) =>
  documentsAskedFor(context.policies.filter((p) => context.chosen.includes(p.id)).map((p) => p.product.type))

/** The body `POST /checkins` is sent. */
export const bodyOf = (context: CheckinContext): CheckinBody => ({
  ...context.assignment!,
  policies: context.chosen,
  documents: context.uploads
    .filter((u) => askedOf(context).includes(u.kind))
    .map(({ id, kind }) => ({ id, kind })),
})

/**
 * Insurance check-in (issue 21 point 2, docs/checkin.md): the freelancer's current policies are loaded
 * first (none: a truthful message and the way to the products, never a confirmation); then the
 * assignment (client, description, period), which of the policies cover it (only ones running over the
 * whole period can be chosen), the documents the chosen covers ask for, a review and the submit. The
 * server checks it all again; a refusal keeps its field errors, a dropped request may be retried.
 */
export const checkinMachine = setup({
  types: {
    context: {} as CheckinContext,
    events: {} as CheckinEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadCover: fromPromise<Policy[]>(notProvided),
    submitCheckin: fromPromise<Checkin, { body: CheckinBody }>(notProvided),
  },
  guards: {
    coversAssignment: ({ context, event }) =>
      event.type === 'user.chooseCover' &&
      event.policies.length > 0 &&
      event.policies.every((id) => {
        const policy = context.policies.find((p) => p.id === id)
        return policy !== undefined && coversPeriod(policy, context.assignment!)
      }),
    hasDocumentsAsked: ({ context }) =>
      askedOf(context).every((kind) => context.uploads.some((u) => u.kind === kind)),
    isNewDocument: ({ context, event }) =>
      event.type === 'user.addDocument' && !context.uploads.some((u) => u.id === event.document.id),
    /** The document removed is one of those uploaded (the list the step shows). */
    isUploaded: ({ context, event }) =>
      event.type === 'user.removeDocument' && context.uploads.some((u) => u.id === event.id),
    canRetry: ({ context }) => context.failure?.retryable === true,
  },
}).createMachine({
  id: 'checkin',
  context: {
    policies: [],
    assignment: null,
    chosen: [],
    uploads: [],
    checkin: null,
    failure: null,
    fields: {},
  },
  initial: 'loadingCover',
  states: {
    loadingCover: {
      description: 'The freelancer’s current policies are loaded: the covers a check-in can confirm.',
      meta: screen('assignment'),
      tags: ['busy'],
      invoke: {
        id: 'loadCover',
        src: 'loadCover',
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'assignment',
            actions: assign({ policies: ({ event }) => event.output, failure: null }),
          },
          { target: 'noCover', actions: assign({ policies: [] }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ failure: ({ event }) => asFailure(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The policies could not be loaded: a message and a retry.',
      meta: screen('assignment'),
      on: { 'user.retry': 'loadingCover' },
    },
    noCover: {
      description:
        'No current policy: the freelancer is told there is no cover to confirm, and is offered the products to take out insurance. No confirmation is possible.',
      meta: screen('assignment'),
      on: { 'user.retry': 'loadingCover' },
    },
    assignment: {
      description: 'The assignment: client name and e-mail, description, period from–to.',
      meta: screen('assignment'),
      on: {
        'user.submitAssignment': {
          target: 'cover',
          actions: assign({
            assignment: ({ event }) => event.assignment,
            // A new period may leave a chosen cover short of it: choose again.
            chosen: ({ context, event }) =>
              context.chosen.filter((id) => {
                const policy = context.policies.find((p) => p.id === id)
                return policy !== undefined && coversPeriod(policy, event.assignment)
              }),
          }),
        },
      },
    },
    cover: {
      description:
        'Which current policies cover the assignment; one that does not run over the whole period is shown but cannot be chosen.',
      meta: screen('cover'),
      on: {
        'user.chooseCover': {
          guard: 'coversAssignment',
          target: 'documents',
          actions: assign({ chosen: ({ event }) => event.policies }),
        },
        'user.back': 'assignment',
      },
    },
    documents: {
      description:
        'The documents the chosen covers ask for (always a KvK extract; proof of liability cover elsewhere when none of them is a liability cover), jpeg, png or pdf up to 25 MB.',
      meta: { ...screen('documents'), rules: ['forms §5 Document upload'] },
      on: {
        'user.addDocument': {
          guard: 'isNewDocument',
          actions: assign({ uploads: ({ context, event }) => [...context.uploads, event.document] }),
        },
        'user.removeDocument': {
          guard: 'isUploaded',
          actions: assign({
            uploads: ({ context, event }) => context.uploads.filter((u) => u.id !== event.id),
          }),
        },
        'user.continue': { guard: 'hasDocumentsAsked', target: 'review' },
        'user.back': 'cover',
      },
    },
    review: {
      description: 'Everything stated, and who will be e-mailed; the button that submits.',
      meta: screen('review'),
      on: { 'user.submit': 'submitting', 'user.back': 'documents' },
    },
    submitting: {
      description: 'The check-in is sent; the server checks the policies and documents again.',
      meta: screen('review'),
      tags: ['busy'],
      entry: assign({ failure: null, fields: {} }),
      invoke: {
        id: 'submitCheckin',
        src: 'submitCheckin',
        input: ({ context }) => ({ body: bodyOf(context) }),
        onDone: { target: 'done', actions: assign({ checkin: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => asFailure(event.error),
            fields: ({ event }) => (event.error as CheckinFailure | null)?.fields ?? {},
          }),
        },
      },
    },
    failed: {
      description:
        'Not submitted: the server’s refusal (which policy does not cover the period, which document is missing) or a retry when the request dropped.',
      meta: screen('review'),
      on: {
        'user.retry': { guard: 'canRetry', target: 'submitting' },
        'user.back': 'review',
      },
    },
    done: {
      type: 'final',
      description:
        'Submitted: the client is e-mailed a link to the read-only confirmation, the freelancer a copy.',
      meta: screen('result'),
    },
  },
})

export type CheckinMachine = typeof checkinMachine
