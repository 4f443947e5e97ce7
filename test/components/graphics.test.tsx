import { MantineProvider, Modal } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Http } from '../../api/client/http'
import type { Partner } from '../../api/contract/partner'
import { Graphic, ModalBackdrop, type GraphicName } from '../../views/layout/Graphic'
import { createAppRuntime } from '../../views/platform/app-runtime'
import { AppDepsProvider } from '../../views/platform/deps'
import { renderApp, testPartner } from './render-app'

const DECORATIVE: GraphicName[] = [
  'circle',
  'circle_top',
  'long_spiral',
  'confetti',
  'arrow_half',
  'arrow_half_left',
  'backdrop',
  'modal_backdrop',
  'swirl',
  'checkin_backdrop',
]
const ERRORS: GraphicName[] = ['not_found', 'internal_server_error']

const shown = () =>
  [...document.querySelectorAll('[data-graphic]')].map((e) => e.getAttribute('data-graphic'))

/** Renders `ui` as the app would below the partner boundary, with `partner` already loaded (or none). */
function withPartner(partner: Partner | undefined, ui: ReactNode) {
  const http = (async () => {
    throw new Error('no calls expected')
  }) as Http
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (partner) queryClient.setQueryData(['partner'], partner)
  const runtime = createAppRuntime(
    queryClient,
    () => http,
    () => import('../../views/checkout/checkout-runtime'),
  )
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <AppDepsProvider deps={{ http, queryClient, runtime }}>{ui}</AppDepsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

const everyGraphic = [...DECORATIVE, ...ERRORS].map((name) => <Graphic key={name} name={name} />)

describe('Graphic', () => {
  it('shows every graphic, hidden from assistive technology, when the partner has visual effects on', () => {
    withPartner(testPartner({ enable_visual_effects: true }), everyGraphic)
    expect(shown()).toEqual([...DECORATIVE, ...ERRORS])
    for (const graphic of document.querySelectorAll('[data-graphic]'))
      expect(graphic).toHaveAttribute('aria-hidden', 'true')
    // Decorative ones are masks in the partner's colour, never an image with a name to announce.
    expect(screen.queryAllByRole('img')).toEqual([])
  })

  it('shows only the two error illustrations when visual effects are off', () => {
    withPartner(testPartner({ enable_visual_effects: false }), everyGraphic)
    expect(shown()).toEqual(ERRORS)
  })

  it('shows the error illustrations without a partner (an unknown host, a boot error)', () => {
    withPartner(undefined, everyGraphic)
    expect(shown()).toEqual(ERRORS)
  })

  it('puts modal_backdrop on a dialog’s overlay, behind the dialog, only with visual effects', async () => {
    const dialog = (
      <Modal opened onClose={() => undefined} title="Dialoog" overlayProps={{ children: <ModalBackdrop /> }}>
        Tekst
      </Modal>
    )
    const on = withPartner(testPartner({ enable_visual_effects: true }), dialog)
    const backdrop = await waitFor(() => {
      const found = document.querySelector('[data-graphic="modal_backdrop"]')
      expect(found).not.toBeNull()
      return found!
    })
    // Inside the overlay, not inside the dialog's content.
    expect(screen.getByRole('dialog').contains(backdrop)).toBe(false)
    on.unmount()
    withPartner(testPartner({ enable_visual_effects: false }), dialog)
    await screen.findByRole('dialog')
    expect(shown()).toEqual([])
  })
})

describe('graphics in the app', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => document.documentElement.removeAttribute('style'))

  it('decorates the welcome page for a partner with visual effects', async () => {
    renderApp('/welcome', testPartner({ enable_visual_effects: true }))
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    expect(shown()).toEqual(['backdrop', 'circle', 'arrow_half_left', 'long_spiral'])
  })

  it('leaves the welcome page plain for a partner without visual effects', async () => {
    renderApp('/welcome', testPartner({ enable_visual_effects: false }))
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    expect(shown()).toEqual([])
  })

  it('still shows the error pages’ illustrations without visual effects', async () => {
    const notFound = renderApp('/404', testPartner({ enable_visual_effects: false }))
    // The route's screen is a lazy chunk: the first load in a cold run takes a while.
    await waitFor(() => expect(shown()).toEqual(['not_found']), { timeout: 5000 })
    notFound.unmount()
    renderApp('/500', testPartner({ enable_visual_effects: false }))
    await waitFor(() => expect(shown()).toEqual(['internal_server_error']), { timeout: 5000 })
  })
})
