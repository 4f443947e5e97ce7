import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderApp, testPartner } from './render-app'

beforeEach(() => localStorage.clear())
afterEach(() => document.documentElement.removeAttribute('style'))

describe('the shell', () => {
  it('shows the partner’s welcome page in Dutch with its logo, ticker and language choice', async () => {
    renderApp('/welcome', testPartner())
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verzekerd in vijf minuten' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'ZZP Schild' })).toHaveAttribute('src', '/logos/zzp.svg')
    expect(screen.getByTestId('promo-ticker')).toHaveTextContent('Binnen vijf minuten verzekerd')
    expect(screen.getByRole('button', { name: /– Taal kiezen$/ })).toHaveTextContent('NL')
    expect(document.documentElement.style.getPropertyValue('--partner-primary')).toBe('#0f766e')
    await waitFor(() => expect(document.title).toBe('Welkom | ZZP Schild'))
  })

  it('hides the language choice and the ticker for an nl-only partner without the flag', async () => {
    renderApp(
      '/welcome',
      testPartner({
        languages: ['nl'],
        available_languages: [{ code: 'nl', name: 'Nederlands', abbreviation: 'NL' }],
        features: {},
      }),
    )
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: /– Taal kiezen$/ })).not.toBeInTheDocument()
    expect(screen.queryByTestId('promo-ticker')).not.toBeInTheDocument()
  })

  it('switches language, keeps it in local storage and lets partner texts win', async () => {
    renderApp(
      '/welcome',
      testPartner({ translations: { en: { 'welcome.title': 'Covered by ZZP Schild in five minutes' } } }),
    )
    await userEvent.click(await screen.findByRole('button', { name: /– Taal kiezen$/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Covered by ZZP Schild in five minutes' }),
    ).toBeInTheDocument()
    expect(localStorage.getItem('language')).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })

  it('starts in the stored language, and ignores a stored language the partner does not offer', async () => {
    localStorage.setItem('language', 'de')
    const { unmount } = renderApp('/welcome', testPartner())
    expect(
      await screen.findByRole('heading', { level: 1, name: 'In fünf Minuten versichert' }),
    ).toBeInTheDocument()
    unmount()
    renderApp('/welcome', testPartner({ languages: ['nl', 'en'] }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verzekerd in vijf minuten' }),
    ).toBeInTheDocument()
  })

  it('boots despite stored values that parse but do not fit', async () => {
    localStorage.setItem('partner-settings', JSON.stringify({ slug: 'localhost', name: 42, colors: 'red' }))
    localStorage.setItem('language', JSON.stringify('en'))
    renderApp('/welcome', testPartner())
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verzekerd in vijf minuten' }),
    ).toBeInTheDocument()
  })

  it('boots despite corrupted local storage', async () => {
    localStorage.setItem('partner-settings', '{"slug": "localhost", broken')
    localStorage.setItem('language', '"][')
    renderApp('/welcome', testPartner())
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verzekerd in vijf minuten' }),
    ).toBeInTheDocument()
  })

  it('shows the 404 page for an unknown path, with a way home', async () => {
    renderApp('/does-not-exist', testPartner())
    expect(await screen.findByText(/Oeps! We kunnen niet vinden waar je naar zoekt/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Terug naar home' })).toHaveAttribute('href', '/')
  })

  it('shows the 500 page', async () => {
    renderApp('/500', testPartner())
    expect(
      await screen.findByRole('heading', { name: 'Er is een probleem met het platform' }),
    ).toBeInTheDocument()
  })

  it('redirects / to /welcome keeping the entry parameters except the signature', async () => {
    const { router } = renderApp('/?platform=app&signature=abc&external_id=1', testPartner())
    await screen.findByRole('heading', { level: 1 })
    expect(router.state.location.pathname).toBe('/welcome')
    expect(router.state.location.search).toEqual({ platform: 'app' })
  })

  it('says so when the host belongs to no partner', async () => {
    renderApp('/welcome', 'unknown')
    expect(await screen.findByRole('heading', { name: 'Onbekende partner' })).toBeInTheDocument()
  })

  it('does not make the logo a link for a partner with logo clicks disabled', async () => {
    renderApp('/welcome', testPartner({ features: { disable_logo_click: { active: true } } }))
    const logo = await screen.findByTestId('logo')
    expect(logo.tagName).toBe('SPAN')
    expect(within(logo).getByRole('img')).toBeInTheDocument()
  })
})
