import { useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core'
import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { usePartner } from '../partner/use-partner'
import { consentStore, type ConsentChoice, type ConsentState } from './consent'
import classes from './consent.module.css'

/**
 * The cookie banner and the footer's button that reopens it: one chunk, loaded only on a page that may
 * ask (views/analytics/ConsentBanner.tsx, views/layout/Footer.tsx).
 */

/** The footer's button: focus returns to it after a choice made from it. */
const COOKIE_SETTINGS_ID = 'cookie-settings'

const useConsent = (): ConsentState =>
  useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.get)

/** "Cookie-instellingen": reopens the banner to change or withdraw the choice. */
export function CookieSettingsButton() {
  const { t } = useLingui()
  const { choice, reviewing } = useConsent()
  return (
    <Anchor
      component="button"
      type="button"
      id={COOKIE_SETTINGS_ID}
      size="sm"
      aria-expanded={choice === null || reviewing}
      onClick={() => consentStore.review()}
    >
      {t`Cookie-instellingen`}
    </Anchor>
  )
}

/** The banner while the customer has not chosen, or reopened it; nothing otherwise. */
export function ConsentBannerWhenAsked() {
  const { choice, reviewing } = useConsent()
  if (choice !== null && !reviewing) return null
  return <ConsentBannerContent current={choice} reviewing={reviewing} />
}

/**
 * The cookie banner: what is asked, and two equal choices, so refusing is as easy as accepting. Not modal:
 * the page stays usable, and it keeps room below its content for the banner, so nothing (a focused field,
 * the primary button) stays hidden under it.
 */
function ConsentBannerContent({ current, reviewing }: { current: ConsentChoice | null; reviewing: boolean }) {
  const { t } = useLingui()
  const partnerName = usePartner().name
  const titleId = useId()
  const ref = useRef<HTMLElement>(null)

  // Reopened from the footer, the customer asked for it: focus moves in. On arrival it takes no focus.
  useEffect(() => {
    if (reviewing) ref.current?.focus()
  }, [reviewing])

  // Room below the page's content up to the banner's top (WCAG 2.4.11: a focused control, the page's
  // last button, the cart's button are never hidden under it): consent.module.css and the cart read it.
  useLayoutEffect(() => {
    const banner = ref.current
    if (!banner || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const measure = () => {
      const space = Math.ceil(window.innerHeight - banner.getBoundingClientRect().top) + 8
      root.style.setProperty('--consent-banner-space', `${space}px`)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(banner)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty('--consent-banner-space')
    }
  }, [])

  /** Focus that was in the banner goes back where the customer came from, not to the page's top. */
  const close = (then: () => void) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false
    then()
    if (!hadFocus) return
    const back = reviewing ? document.getElementById(COOKIE_SETTINGS_ID) : null
    ;(back ?? document.getElementById('main'))?.focus()
  }
  const choose = (choice: ConsentChoice) => close(() => consentStore.choose(choice))

  return (
    <Paper
      component="section"
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      withBorder
      shadow="md"
      radius="md"
      p="md"
      className={classes.banner}
      data-testid="consent-banner"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && reviewing) close(() => consentStore.closeReview())
      }}
    >
      <Title order={2} size="h4" id={titleId}>
        {t`Cookies op deze website`}
      </Title>
      <Text size="sm" mt="xs">
        {t`Met je toestemming gebruikt ${partnerName} cookies voor statistieken en advertenties: zo zien we hoe de website gebruikt wordt en sluiten advertenties beter aan. Cookies die nodig zijn om de website te laten werken, gebruiken we altijd. Je kunt je keuze later wijzigen via Cookie-instellingen onderaan de pagina.`}
      </Text>
      {reviewing && current && (
        <Text size="sm" mt="xs" fw={600} data-testid="consent-current">
          {current === 'granted'
            ? t`Je keuze nu: cookies voor statistieken en advertenties toegestaan.`
            : t`Je keuze nu: alleen noodzakelijke cookies.`}
        </Text>
      )}
      <Group gap="sm" mt="md">
        <Button onClick={() => choose('granted')}>{t`Accepteren`}</Button>
        <Button onClick={() => choose('denied')}>{t`Alleen noodzakelijk`}</Button>
        {reviewing && current && (
          <Button variant="subtle" onClick={() => close(() => consentStore.closeReview())}>
            {t`Sluiten`}
          </Button>
        )}
      </Group>
    </Paper>
  )
}
