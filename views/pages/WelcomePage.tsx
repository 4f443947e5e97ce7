import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { track } from '../analytics/data-layer'
import { Graphic } from '../layout/Graphic'
import { PlainTextInput } from '../ui/PlainTextInput'
import { usePageTitle } from '../layout/page-title'
import { usePartner } from '../partner/use-partner'
import classes from './welcome.module.css'
import { telHref } from '../partner/support-links'
import { professionPathOf } from '../platform/checkout-paths'
import { flowModeOf } from '../platform/flow-mode'

/** Home of the default flow: who we are for, how it works, and how to reach support. */
export function WelcomePage() {
  const { t } = useLingui()
  const partner = usePartner()
  usePageTitle(msg`Welkom`)
  const partnerName = partner.name
  const calculator =
    useRouterState({ select: (s) => flowModeOf(s.location.pathname, s.location.search) }) === 'calculator'
  // Without e-mail sign-in (login_via_email_available off) the partner's own platform signs customers in.
  const byEmail = partner.login_via_email_available
  // What really follows the call to action, in its order: the premium comes after signing in.
  const steps = [
    { title: t`Kies je beroep`, body: t`Wij tonen alleen de verzekeringen die bij jouw werk passen.` },
    byEmail
      ? {
          title: t`Log in met je e-mailadres`,
          body: t`We mailen je een inloglink, een wachtwoord heb je niet nodig. Je keuzes bewaren we bij je account, zodat je later verder kunt.`,
        }
      : {
          title: t`Log in via ${partnerName}`,
          body: t`Je komt hier binnen via de website of app van ${partnerName}. Je keuzes bewaren we bij je account, zodat je later verder kunt.`,
        },
    {
      title: t`Bekijk je premie`,
      body: t`Binnen drie minuten zie je wat je per maand betaalt, inclusief assurantiebelasting.`,
    },
    { title: t`Sluit direct af`, body: t`Binnen vijf minuten ben je verzekerd en regel je alles online.` },
  ]
  return (
    <div className={classes.welcome}>
      <Graphic name="backdrop" className={classes.backdrop} />
      <Container size="lg" className={classes.hero}>
        <Graphic name="circle" className={classes.circle} />
        <Stack gap="md" maw={640}>
          <Title order={1} className={classes.title}>
            {calculator
              ? t`Bereken je premie`
              : t({ id: 'welcome.title', message: 'Verzekerd in vijf minuten' })}
          </Title>
          <Text size="lg">
            {t({
              id: 'welcome.intro',
              message:
                'Verzekeringen voor zelfstandigen, freelancers en consumenten. Bereken je premie en regel je dekking volledig online.',
            })}
          </Text>
          {!byEmail ? (
            <Text fw={500} data-testid="welcome-partner-sign-in">
              {t`Log in via de website of app van ${partnerName} om je premie te berekenen.`}
            </Text>
          ) : (
            !partner.hide_professions_on_welcome_screen && <ProfessionStart />
          )}
          <Text size="sm" c="var(--partner-text-muted)">
            <Trans>Wij geven geen advies: je kiest zelf wat je afsluit (execution-only).</Trans>
          </Text>
        </Stack>
      </Container>
      <Container size="lg" pb="xl" className={classes.content}>
        {/* The spiral trails the heading: its box is the heading's own width, so it never sits under the text. */}
        <div className={classes.stepsHeading}>
          <Title order={2} size="h3" mb="md">
            <Trans>Zo werkt het</Trans>
          </Title>
          <Graphic name="long_spiral" className={classes.spiral} />
        </div>
        <ol className={classes.steps}>
          {steps.map((step, i) => (
            <li key={step.title} className={classes.step}>
              <div className={classes.number} aria-hidden="true">
                {i + 1}
              </div>
              <Title order={3} size="h4" mt="sm">
                {step.title}
              </Title>
              <Text mt={4}>{step.body}</Text>
            </li>
          ))}
        </ol>
        <SupportNote phone={partner.support_phone_number} email={partner.support_email} />
      </Container>
    </div>
  )
}

function SupportNote({ phone, email }: { phone: string | null; email: string | null }) {
  const contact = phone ?? email
  if (!contact) return null
  return (
    <Text mt="xl" data-testid="support-note">
      {phone && email ? (
        <Trans>
          Vragen? Bel <a href={telHref(phone)}>{phone}</a> of mail <a href={`mailto:${email}`}>{email}</a>. We
          zijn er op werkdagen van 09:00 tot 17:00.
        </Trans>
      ) : (
        <Trans>Vragen? Neem contact op via {contact}. We zijn er op werkdagen van 09:00 tot 17:00.</Trans>
      )}
    </Text>
  )
}

/**
 * Start with the profession (hidden by hide_professions_on_welcome_screen): the search continues on
 * /profession, behind sign-in, and the button says so.
 */
function ProfessionStart() {
  const { t } = useLingui()
  const navigate = useNavigate()
  // On the calculator's home (/insurance-calculator) the search goes on in calculator mode.
  const mode = useRouterState({ select: (s) => flowModeOf(s.location.pathname, s.location.search) })
  const [query, setQuery] = useState('')
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        // The search term is not sent here: the profession page's search sends it (funnel_search).
        track('funnel_button_click', { button: 'welcome_start', mode })
        void navigate({ to: professionPathOf(mode), search: query.trim() ? { q: query.trim() } : {} })
      }}
      data-testid="welcome-profession"
      className={classes.start}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {/* TextInput's look without its module (PlainTextInput): the first page is smaller. */}
        <PlainTextInput
          label={t`Wat is je beroep?`}
          placeholder={t`Bijvoorbeeld timmerman of webdeveloper`}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
        />
        {/* The label wraps on a narrow screen (it is long in French) instead of being cut off. */}
        <Button
          type="submit"
          size="md"
          py={6}
          styles={{
            root: { height: 'auto', minHeight: 'var(--button-height)' },
            label: { whiteSpace: 'normal', textAlign: 'center' },
          }}
        >
          {t`Log in en bereken je premie`}
        </Button>
      </Group>
      {/* Points at the call to action from the free space to its right (wide screens only). */}
      <Graphic name="arrow_half_left" className={classes.arrow} />
    </form>
  )
}
