import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Container, Group, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { checkinActor, restartCheckin } from './checkin-runtime'
import { CheckinTitle } from './CheckinTitle'
import { CheckinHowItWorks } from './CheckinHowItWorks'
import classes from './checkin.module.css'

/**
 * `/insurance-checkin-welcome` (guarded, core §2): the signed-in freelancer's start of a check-in; one
 * under way (kept across reloads) can be continued or started again.
 */
export function CheckinWelcomePage() {
  const { t } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const navigate = useNavigate()
  usePageTitle(msg`Check-in`)
  const actor = useMemo(() => (user ? checkinActor(http, user.id) : null), [http, user])
  const started = useSelector(actor ?? undefined, (s) =>
    s ? s.context.assignment !== null && s.status === 'active' : false,
  )
  const name = user?.first_name
  const start = (fresh: boolean) => {
    if (fresh && user) restartCheckin(http, user.id)
    void navigate({ to: '/insurance-checkin-checkout/$', params: { _splat: 'assignment' } })
  }
  return (
    <div className={classes.page}>
      <Graphic name="checkin_backdrop" className={classes.backdrop} />
      <Container size="md" py="xl" className={classes.content}>
        <Stack gap="lg" maw={680}>
          <CheckinTitle>{name ? t`Welkom bij de check-in, ${name}` : t`Welkom bij de check-in`}</CheckinTitle>
          <Text size="lg">
            <Trans>
              Bevestig in een paar minuten aan je opdrachtgever welke verzekeringen gelden voor je opdracht.
            </Trans>
          </Text>
          <CheckinHowItWorks />
          <Group>
            {started ? (
              <>
                <Button size="md" onClick={() => start(false)}>
                  {t`Verder met je check-in`}
                </Button>
                <Button size="md" variant="default" onClick={() => start(true)}>
                  {t`Opnieuw beginnen`}
                </Button>
              </>
            ) : (
              <Button size="md" onClick={() => start(true)}>
                {t`Check-in starten`}
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </div>
  )
}
