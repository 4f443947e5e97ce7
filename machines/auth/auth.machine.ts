import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { TokenPair, User } from '../../api/contract/auth'
import { asFailure, hasReason, Reason } from '../../api/contract/failure'
import { notProvided } from '../not-provided'
import type { AuthContext, AuthEvent, AuthFailure, AuthInput, AuthReason, ExternalLogin } from './auth.types'
import { isBrokerLink } from './entry'

const signedOutContext = {
  tokens: null,
  external_id: null,
  user_quote: null,
  broker_quote: false,
  user: null,
  refreshFailed: false,
} satisfies Partial<AuthContext>

/** A broker quote's login refused because the quote ended: its own reason, and the broker to ask. */
const quoteEnded = (error: unknown): AuthFailure | null => {
  const failure = asFailure(error)
  if (!hasReason(failure, Reason.quoteExpired) && !hasReason(failure, Reason.quoteUsed)) return null
  const broker = (error as Pick<AuthFailure, 'broker'>).broker ?? null
  return { ...failure, reason: failure.reason as AuthReason, broker }
}

/** A failed login: an invalid link says so itself; otherwise the login's own reason (plain, broker, link). */
const loginFailure = (error: unknown, reason: AuthReason): AuthFailure => {
  const ended = reason === Reason.brokerQuote ? quoteEnded(error) : null
  if (ended) return ended
  const failure = asFailure(error)
  return { ...failure, reason: hasReason(failure, Reason.invalidLink) ? Reason.invalidLink : reason }
}

/** Every login's success: the token pair is the session. */
const signedIn = {
  target: '#auth.authenticated',
  actions: {
    type: 'storeTokens',
    params: ({ event }: { event: { output: TokenPair } }) => ({ tokens: event.output }),
  },
} as const
const externalLoginOf = ({ event }: { event: AuthEvent }) => {
  assertEvent(event, 'login.external')
  return event.login
}
/** What a login's onError hands its failure action: the effect's error and the login's own reason. */
const loginFailed = (reason: AuthReason) =>
  ({
    target: '#auth.signedOut',
    actions: {
      type: 'endLogin',
      params: ({ event }: { event: { error: unknown } }) => ({ reason, error: event.error }),
    },
  }) as const
/** The server refused the session (a 401 on the user or the refresh): the effect says sessionExpired. */
const refused = {
  type: 'isSessionRefused',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const

/**
 * The session (core §4): signed out → logging in → authenticated, where the user is loaded and the
 * token is refreshed (one refresh at a time) in parallel. Effects are given by the provider.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as 'resolving' | 'busy',
  },
  actors: {
    loginExternal: fromPromise<TokenPair, ExternalLogin>(notProvided),
    loginMagicLink: fromPromise<TokenPair, { token: string }>(notProvided),
    refreshToken: fromPromise<TokenPair, { tokens: TokenPair }>(notProvided),
    fetchUser: fromPromise<User, void>(notProvided),
  },
  guards: {
    hasSession: ({ context }) => context.tokens !== null,
    isCurrentToken: ({ context, event }) =>
      event.type === 'session.tokenRejected' && event.token === context.tokens?.access,
    isBrokerLogin: ({ event }) => event.type === 'login.external' && isBrokerLink(event.login),
    isSessionRefused: (_, params: { error: unknown }) =>
      hasReason(asFailure(params.error), Reason.sessionExpired),
    /** A refresh failed offline: only then is there a refresh to retry (views/layout/AuthNotice). */
    refreshFailed: ({ context }) => context.refreshFailed,
    signedInElsewhere: ({ event }) => event.type === 'session.changedElsewhere' && event.tokens !== null,
  },
  actions: {
    clearSession: assign(signedOutContext),
    storeTokens: assign((_, params: { tokens: TokenPair }) => ({ tokens: params.tokens })),
    /** A login failed: nothing of the session is kept, and the failure says why. */
    endLogin: assign((_, params: { reason: AuthReason; error: unknown }) => ({
      ...signedOutContext,
      failure: loginFailure(params.error, params.reason),
    })),
    /** The server refused the session (a 401 on the user or the refresh). */
    expireSession: assign({
      ...signedOutContext,
      failure: { reason: Reason.sessionExpired, code: null, retryable: false },
    }),
    rememberExternalId: assign({
      external_id: ({ event }) => (event.type === 'login.external' ? event.login.external_id : null),
      user_quote: ({ event }) => (event.type === 'login.external' ? (event.login.quote_id ?? null) : null),
      broker_quote: ({ event }) => event.type === 'login.external' && isBrokerLink(event.login),
    }),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...signedOutContext,
    tokens: input.tokens ?? null,
    external_id: input.external_id ?? null,
    user_quote: input.user_quote ?? null,
    broker_quote: input.broker_quote ?? false,
    user: input.user ?? null,
    insuranceFlow: input.insuranceFlow ?? 'default',
    failure: null,
  }),
  initial: 'restoring',
  on: {
    'flow.changed': { actions: assign({ insuranceFlow: ({ event }) => event.mode }) },
  },
  states: {
    restoring: {
      description: 'A stored session is checked before anything guarded is shown.',
      tags: ['resolving'],
      always: [{ guard: 'hasSession', target: 'authenticated' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'No session. Guarded pages send the visitor to the welcome or sign-in page.',
      on: {
        'login.external': [
          { guard: 'isBrokerLogin', target: 'loggingIn.broker', actions: 'rememberExternalId' },
          { target: 'loggingIn.external', actions: 'rememberExternalId' },
        ],
        'login.magicLink': { target: 'loggingIn.magicLink' },
        'session.changedElsewhere': {
          guard: 'signedInElsewhere',
          target: 'authenticated',
          actions: assign({ tokens: ({ event }) => event.tokens }),
        },
      },
    },
    loggingIn: {
      description: 'Tokens are being obtained from a signature, broker quote or magic link.',
      tags: ['resolving', 'busy'],
      entry: assign({ failure: null }),
      // Entered only through a child (loggingIn.external / .broker / .magicLink); the initial is nominal.
      initial: 'external',
      states: {
        external: {
          description: 'A partner link’s signature login (POST /jwt/create-by-external-id).',
          invoke: {
            id: 'loginExternal',
            src: 'loginExternal',
            input: externalLoginOf,
            onDone: signedIn,
            onError: loginFailed(Reason.loginFailed),
          },
        },
        broker: {
          description:
            'A broker quote login; an unknown quote goes to the 404 page, an expired or used one to its message with the broker’s contact.',
          invoke: {
            id: 'loginBroker',
            src: 'loginExternal',
            input: externalLoginOf,
            onDone: signedIn,
            onError: loginFailed(Reason.brokerQuote),
          },
        },
        magicLink: {
          description: 'The e-mailed sign-in link’s token is exchanged for a session.',
          invoke: {
            id: 'loginMagicLink',
            src: 'loginMagicLink',
            input: ({ event }) => {
              assertEvent(event, 'login.magicLink')
              return { token: event.token }
            },
            onDone: signedIn,
            onError: loginFailed(Reason.invalidLink),
          },
        },
      },
    },
    authenticated: {
      description: 'Signed in: the user is loaded while the token is kept fresh.',
      type: 'parallel',
      // Signed in (also by another tab after a failed link): no failed login is left to tell.
      entry: assign({ failure: null }),
      on: {
        'session.signOut': { target: 'signedOut', actions: 'clearSession' },
        'session.changedElsewhere': [
          {
            guard: 'signedInElsewhere',
            actions: assign({ tokens: ({ event }) => event.tokens, refreshFailed: false }),
          },
          { target: 'signedOut', actions: 'clearSession' },
        ],
        'user.changed': { actions: assign({ user: ({ event }) => event.user }) },
      },
      states: {
        user: {
          initial: 'loading',
          states: {
            loading: {
              description: 'GET /users/me after login or reload.',
              tags: ['resolving'],
              invoke: {
                id: 'fetchUser',
                src: 'fetchUser',
                onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output }) },
                onError: [
                  { guard: refused, target: '#auth.signedOut', actions: 'expireSession' },
                  { target: 'failed' },
                ],
              },
            },
            failed: {
              description:
                'The user could not be loaded (network); the session stays and the page offers a retry.',
              on: { 'session.retryRefresh': 'loading' },
            },
            ready: { description: 'The user’s profile is loaded; guarded pages show.' },
          },
        },
        token: {
          initial: 'valid',
          states: {
            valid: {
              description: 'The access token is in use; a 401 on it starts one refresh.',
              on: {
                'session.tokenRejected': { guard: 'isCurrentToken', target: 'refreshing' },
                'session.retryRefresh': { guard: 'refreshFailed', target: 'refreshing' },
              },
            },
            refreshing: {
              description: 'Exactly one POST /auth/jwt/refresh; requests that failed meanwhile wait for it.',
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                input: ({ context }) => ({ tokens: context.tokens! }),
                onDone: {
                  target: 'valid',
                  actions: assign({ tokens: ({ event }) => event.output, refreshFailed: false }),
                },
                onError: [
                  { guard: refused, target: '#auth.signedOut', actions: 'expireSession' },
                  { target: 'valid', actions: assign({ refreshFailed: true }) },
                ],
              },
            },
          },
        },
      },
    },
  },
})
