import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/v4/core'
import type { Http } from '../../api/client/http'
import { QueryClient } from '@tanstack/react-query'
import { createAppRuntime } from '../../views/platform/app-runtime'
import { AppDepsProvider } from '../../views/platform/deps'
import { useAuth } from '../../views/platform/use-auth'
import { testUser } from './render-app'

function Probe() {
  const auth = useAuth()
  return <p>{auth.signedIn ? `signed in as ${auth.user?.email}` : 'signed out'}</p>
}

describe('useAuth', () => {
  it('follows a sign-in that completes after the component mounted, before the journey had loaded', async () => {
    const http = (async (options) => {
      const answers: Record<string, unknown> = {
        '/magic-link/verify': { access: 'a', refresh: 'r' },
        '/users/me': testUser({ id: 1, email: 'late@example.nl' }),
      }
      return z.parse(options.schema, answers[options.path])
    }) as Http
    const queryClient = new QueryClient()
    const runtime = createAppRuntime(
      queryClient,
      () => http,
      () => import('../../views/checkout/checkout-runtime'),
    )
    render(
      <AppDepsProvider deps={{ http, queryClient, runtime }}>
        <Probe />
      </AppDepsProvider>,
    )
    expect(screen.getByText('signed out')).toBeInTheDocument()
    const auth = await runtime.loadAuth()
    auth.send({ type: 'login.magicLink', token: 't'.repeat(32) })
    expect(await screen.findByText('signed in as late@example.nl')).toBeInTheDocument()
  })
})
