import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, type ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { CheckinMachine } from '../../machines/checkin/checkin.machine'
import { useFocusHeading } from '../forms/fields'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { describeFailure } from '../platform/describe-failure'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { AssignmentStep } from './AssignmentStep'
import { CheckinTitle } from './CheckinTitle'
import { CheckinResult } from './CheckinResult'
import { CheckinSteps } from './CheckinSteps'
import { checkinActor, type CheckinRef } from './checkin-runtime'
import type { CheckinStep } from './checkin-texts'
import { CoverStep } from './CoverStep'
import { DocumentsStep } from './DocumentsStep'
import { ReviewStep } from './ReviewStep'
import classes from './checkin.module.css'

type State = SnapshotFrom<CheckinMachine>

/** The page of a state: its `meta.route`'s last part (the router follows the machine). */
const selectStep = (s: State): CheckinStep | 'result' => {
  const meta = Object.values(s.getMeta())[0] as { step?: string } | undefined
  return (meta?.step ?? 'assignment') as CheckinStep | 'result'
}
const selectValue = (s: State) => String(s.value)

/**
 * `/insurance-checkin-checkout/*` (core §2, issue 21 point 2): the check-in journey of the signed-in
 * freelancer, one screen per state. The address follows the journey; an address typed by hand that the
 * journey is not at is replaced by the one it is at.
 */
export function CheckinFlow() {
  const { http } = useAppDeps()
  const { user } = useAuth()
  const actor = useMemo(() => (user ? checkinActor(http, user.id) : null), [http, user])
  usePageTitle(msg`Check-in`)
  if (!actor) return <Loading />
  return <Flow actor={actor} />
}

function Flow({ actor }: { actor: CheckinRef }) {
  const step = useSelector(actor, selectStep)
  const value = useSelector(actor, selectValue)
  const navigate = useNavigate()
  const pathname = useLocation({ select: (l) => l.pathname })
  const route = `/insurance-checkin-checkout/${step}`
  useEffect(() => {
    // Only within the check-in's own addresses: a link out of it (the products) is left alone.
    const inside = pathname.startsWith('/insurance-checkin-checkout')
    if (inside && pathname.replace(/\/$/, '') !== route)
      void navigate({ to: '/insurance-checkin-checkout/$', params: { _splat: step }, replace: true })
  }, [navigate, pathname, route, step])
  const ref = useFocusHeading<HTMLDivElement>(value)

  const screens: Record<string, ReactNode> = {
    loadingCover: <Loading />,
    loadFailed: <LoadFailed actor={actor} />,
    noCover: <NoCover actor={actor} />,
    assignment: <AssignmentStep actor={actor} />,
    cover: <CoverStep actor={actor} />,
    documents: <DocumentsStep actor={actor} />,
    review: <ReviewStep actor={actor} />,
    submitting: <ReviewStep actor={actor} />,
    failed: <ReviewStep actor={actor} />,
    done: <CheckinResult actor={actor} />,
  }
  const showSteps = !['loadingCover', 'loadFailed', 'noCover', 'done'].includes(value)
  return (
    <div className={classes.page}>
      <Graphic name="checkin_backdrop" className={classes.backdrop} />
      <Container size="md" py="lg" className={classes.content}>
        <Stack gap="lg" ref={ref} data-testid="checkin-flow" data-state={value}>
          {showSteps && <CheckinSteps current={step as CheckinStep} />}
          {screens[value]}
        </Stack>
      </Container>
    </div>
  )
}

function Loading() {
  const { t } = useLingui()
  return (
    <Container size="md" py="lg">
      <Skeleton height={280} radius="md" role="status" aria-busy="true" aria-label={t`Laden`} />
    </Container>
  )
}

function LoadFailed({ actor }: { actor: CheckinRef }) {
  const { t, i18n } = useLingui()
  const failure = useSelector(actor, (s) => s.context.failure)
  return (
    <Stack gap="md">
      <CheckinTitle>{t`Check-in`}</CheckinTitle>
      <Alert color="red" role="alert" title={t`We konden je verzekeringen niet laden`}>
        <Text size="sm">{failure && i18n._(describeFailure(failure))}</Text>
      </Alert>
      <Group>
        <Button onClick={() => actor.send({ type: 'user.retry' })}>{t`Opnieuw proberen`}</Button>
      </Group>
    </Stack>
  )
}

/** No current policy: nothing to confirm, and the way to take out insurance. Never a confirmation. */
function NoCover({ actor }: { actor: CheckinRef }) {
  const { t } = useLingui()
  return (
    <Stack gap="md" data-testid="checkin-no-cover">
      <CheckinTitle>{t`Je hebt nog geen verzekering bij ons`}</CheckinTitle>
      <Alert color="yellow" role="status">
        <Text size="sm">
          <Trans>
            Met een check-in bevestig je een verzekering die je al hebt. We vinden geen lopende verzekering op
            je naam, dus er is nu niets om aan je opdrachtgever te bevestigen.
          </Trans>
        </Text>
      </Alert>
      <Text>
        <Trans>Sluit eerst een verzekering af. Daarna kun je hier inchecken voor je opdracht.</Trans>
      </Text>
      <Group>
        <Button component={Link} to="/products/available-products">
          {t`Bekijk de verzekeringen`}
        </Button>
        <Button variant="default" onClick={() => actor.send({ type: 'user.retry' })}>
          {t`Opnieuw kijken`}
        </Button>
      </Group>
      <Anchor component={Link} to="/insurance-checkin-welcome" style={{ alignSelf: 'flex-start' }}>
        {t`Terug naar de check-in`}
      </Anchor>
    </Stack>
  )
}
