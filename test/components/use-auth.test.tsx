import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/v4/core'
import type { Http } from '../../api/client/http'
import { QueryClient } from '@tanstack/react-query'
import { createAppRuntime } from '../../views/platform/app-runtime'
import { AppDepsProvider } from '../../views/platform/deps'
import { isSignedIn, useAuth, useAuthWith } from '../../views/platform/use-auth'
import { testUser } from './render-app'

function Probe() {
  const auth = useAuth()
  return <p>{auth.signedIn ? `signed in as ${auth.user?.email}` : 'signed out'}</p>
}

/** An app whose server signs in by any magic link, as `email`. */
function signingIn(email: string) {
  const http = (async (options) => {
    const answers: Record<string, unknown> = {
      '/magic-link/verify': { access: 'a', refresh: 'r' },
      '/users/me': testUser({ id: 1, email }),
    }
    return z.parse(options.schema, answers[options.path])
  }) as Http
  const queryClient = new QueryClient()
  const runtime = createAppRuntime(
    queryClient,
    () => http,
    () => import('../../views/checkout/checkout-runtime'),
  )
  return { deps: { http, queryClient, runtime }, runtime }
}

describe('useAuth', () => {
  it('follows a sign-in that completes after the component mounted, before the journey had loaded', async () => {
    const { deps, runtime } = signingIn('late@example.nl')
    render(
      <AppDepsProvider deps={deps}>
        <Probe />
      </AppDepsProvider>,
    )
    expect(screen.getByText('signed out')).toBeInTheDocument()
    const auth = await runtime.loadAuth()
    auth.send({ type: 'login.magicLink', token: 't'.repeat(32) })
    expect(await screen.findByText('signed in as late@example.nl')).toBeInTheDocument()
  })

  it('with a selector renders again only when the selected value changes, not on a profile change', async () => {
    const { deps, runtime } = signingIn('kept@example.nl')
    let renders = 0
    function SignedInProbe() {
      renders += 1
      return <p>{useAuthWith(isSignedIn) ? 'in' : 'out'}</p>
    }
    render(
      <AppDepsProvider deps={deps}>
        <SignedInProbe />
      </AppDepsProvider>,
    )
    const auth = await runtime.loadAuth()
    auth.send({ type: 'login.magicLink', token: 't'.repeat(32) })
    expect(await screen.findByText('in')).toBeInTheDocument()
    const signedInRenders = renders
    // The profession saved: the user changes, being signed in does not.
    const user = auth.actor.getSnapshot().context.user!
    act(() =>
      auth.send({ type: 'user.changed', user: { ...user, profession: { id: 7, name: 'Timmerman' } } }),
    )
    expect(auth.actor.getSnapshot().context.user?.profession?.name).toBe('Timmerman')
    expect(renders).toBe(signedInRenders)
    act(() => auth.send({ type: 'session.signOut' }))
    expect(await screen.findByText('out')).toBeInTheDocument()
  })
})
