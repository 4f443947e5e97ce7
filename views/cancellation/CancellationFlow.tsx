import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import * as z from 'zod/mini'
import { cancelDateSchema, type CancellationInfo } from '../../api/contract/cancellation'
import { formatDate, formatPrice } from '../../i18n/format'
import { useAppDeps } from '../platform/deps'
import { hyphenate } from '../ui/hyphenate'
import { cancellationLogic, type CancellationRef } from './cancellation-effects'
import {
  failureMessage,
  fieldErrorMessage,
  isDateRefusal,
  RATING_LABELS,
  REASON_LABELS,
  REFUND_TEXTS,
} from './cancellation-texts'
import { BackButton, StepTitle } from './step-parts'
import { SurveyStep } from './SurveyStep'
import { countJourneys } from '../platform/journey-counting'

/** The cancellation journey's screens, one section per state; a new step's heading takes the focus. */
export function CancellationFlow({ info }: { info: CancellationInfo }) {
  const { http, queryClient } = useAppDeps()
  const logic = useMemo(() => cancellationLogic(http), [http])
  const input = { policyId: info.policy.id, earliest: info.earliest, latest: info.latest }
  const ref = useActorRef(logic, { input, inspect: countJourneys(http) })
  const step = useSelector(ref, (s) => (s.value === 'cancelling' ? 'review' : String(s.value)))
  const cancelled = useSelector(ref, (s) => s.context.policy)
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    // The pressed button is gone with its step: the new step's heading is read out instead.
    if (step !== 'intro') section.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [step])
  useEffect(() => {
    if (!cancelled) return
    // The policy is cancelled now: the lists of policies and invoices say so when next shown.
    void queryClient.invalidateQueries({
      predicate: (q) => ['policies', 'invoices'].includes(String(q.queryKey[0])),
      refetchType: 'none',
    })
  }, [cancelled, queryClient])

  const screens: Record<string, ReactNode> = {
    intro: <Intro info={info} actor={ref} />,
    choosingDate: <DateStep info={info} actor={ref} />,
    survey: <SurveyStep actor={ref} />,
    review: <Review info={info} actor={ref} />,
    failed: <Failed actor={ref} />,
    cancelled: <Cancelled actor={ref} />,
  }
  return (
    <section ref={section} aria-labelledby="cancel-step" data-testid={`cancel-${step}`}>
      {screens[step]}
    </section>
  )
}

/** The policy in one line: product and number. */
function PolicyLine({ info }: { info: CancellationInfo }) {
  const { i18n } = useLingui()
  const { product_name: product, number, monthly_premium } = info.policy
  const premium = monthly_premium ? formatPrice(Number(monthly_premium), 'EUR', i18n.locale) : null
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {hyphenate(product)}
      </Text>
      <Text size="sm">
        <Trans>Polisnummer {number}</Trans>
        {premium && (
          <>
            {' · '}
            <Trans>{premium} per maand</Trans>
          </>
        )}
      </Text>
    </Paper>
  )
}

function RefundTexts() {
  const { i18n } = useLingui()
  return (
    <Stack gap={4} data-testid="refund-text">
      {REFUND_TEXTS.map((text) => (
        <Text size="sm" key={text.id}>
          {i18n._(text)}
        </Text>
      ))}
    </Stack>
  )
}

function Intro({ info, actor }: { info: CancellationInfo; actor: CancellationRef }) {
  const { t, i18n } = useLingui()
  const latest = formatDate(info.latest, i18n.locale)
  return (
    <Stack gap="md">
      <StepTitle>{t`Wat betekent opzeggen?`}</StepTitle>
      <PolicyLine info={info} />
      <Text>
        <Trans>
          Je kiest zelf de laatste dag van je verzekering: vandaag of later, tot en met je volgende
          incassodatum ({latest}). Tot en met die dag ben je verzekerd.
        </Trans>
      </Text>
      <Alert color="yellow" title={t`Let op`}>
        <Text size="sm">
          <Trans>
            Schade die na de laatste dag ontstaat, is niet meer verzekerd. Een opzegging kun je niet ongedaan
            maken; wil je later weer verzekerd zijn, dan sluit je de verzekering opnieuw af.
          </Trans>
        </Text>
      </Alert>
      <RefundTexts />
      <Group>
        <Button onClick={() => actor.send({ type: 'user.continue' })}>{t`Verder`}</Button>
      </Group>
    </Stack>
  )
}

function DateStep({ info, actor }: { info: CancellationInfo; actor: CancellationRef }) {
  const { t, i18n } = useLingui()
  const chosen = useSelector(actor, (s) => s.context.date)
  // The server's own rule: the same schema, with the window the server answered.
  const schema = useMemo(
    () => z.object({ date: cancelDateSchema({ earliest: info.earliest, latest: info.latest }) }),
    [info.earliest, info.latest],
  )
  const form = useForm({
    defaultValues: { date: chosen ?? '' },
    validators: { onSubmit: schema },
    onSubmit: ({ value }) => actor.send({ type: 'user.chooseDate', date: value.date }),
  })
  const earliest = formatDate(info.earliest, i18n.locale)
  const latest = formatDate(info.latest, i18n.locale)
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
    >
      <Stack gap="md">
        <StepTitle>{t`Tot wanneer wil je verzekerd zijn?`}</StepTitle>
        <form.Field name="date">
          {(field) => (
            <TextInput
              type="date"
              name="date"
              label={t`Laatste dag van je verzekering`}
              description={t`Kies een datum van ${earliest} tot en met ${latest} (je volgende incassodatum).`}
              required
              min={info.earliest}
              max={info.latest}
              maw={260}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
              error={
                field.state.meta.errors[0]
                  ? i18n._(fieldErrorMessage('date', field.state.meta.errors[0]))
                  : undefined
              }
            />
          )}
        </form.Field>
        <Group>
          <Button type="submit">{t`Verder`}</Button>
          <BackButton actor={actor} />
        </Group>
      </Stack>
    </form>
  )
}

function Review({ info, actor }: { info: CancellationInfo; actor: CancellationRef }) {
  const { t, i18n } = useLingui()
  const { date, survey } = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const rows: [string, string][] = [
    [t`Verzekering`, hyphenate(info.policy.product_name)],
    [t`Polisnummer`, info.policy.number],
    [t`Laatste dag van je verzekering`, date ? formatDate(date, i18n.locale) : ''],
    [t`Tevredenheid`, survey ? i18n._(RATING_LABELS[survey.rating]!) : ''],
    [t`Reden`, survey ? i18n._(REASON_LABELS[survey.reason]) : ''],
    [t`Toelichting`, survey?.feedback ?? t`Geen`],
  ]
  return (
    <Stack gap="md">
      <StepTitle>{t`Controleer je opzegging`}</StepTitle>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 130, sm: 220 }} ta="left">
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <RefundTexts />
      <Group>
        <Button color="red.9" loading={busy} onClick={() => actor.send({ type: 'user.confirm' })}>
          {t`Opzeggen`}
        </Button>
        <BackButton actor={actor} disabled={busy} />
      </Group>
      {busy && (
        <Text size="sm" role="status">
          {t`Je opzegging wordt verstuurd…`}
        </Text>
      )}
    </Stack>
  )
}

function Failed({ actor }: { actor: CancellationRef }) {
  const { t, i18n } = useLingui()
  const failure = useSelector(actor, (s) => s.context.failure)
  const ended = failure?.reason === 'already_cancelled' || failure?.reason === 'policy_ended'
  return (
    <Stack gap="md">
      <StepTitle>{t`Je verzekering is niet opgezegd`}</StepTitle>
      <Alert color="yellow" role="alert" data-testid="cancel-failure" data-reason={failure?.reason ?? ''}>
        <Text size="sm">{i18n._(failureMessage(failure))}</Text>
      </Alert>
      <Group>
        {failure?.retryable && (
          <Button onClick={() => actor.send({ type: 'user.retry' })}>{t`Opnieuw proberen`}</Button>
        )}
        {isDateRefusal(failure) && (
          <Button onClick={() => actor.send({ type: 'user.changeDate' })}>{t`Andere datum kiezen`}</Button>
        )}
        {!ended && <BackButton actor={actor} />}
      </Group>
    </Stack>
  )
}

function Cancelled({ actor }: { actor: CancellationRef }) {
  const { t, i18n } = useLingui()
  const policy = useSelector(actor, (s) => s.context.policy)
  const end = policy?.end_date ? formatDate(policy.end_date, i18n.locale) : ''
  return (
    <Stack gap="md">
      <StepTitle>{t`Je verzekering is opgezegd`}</StepTitle>
      <Alert color="green" role="status" data-testid="cancel-done">
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            <Trans>Je bent verzekerd tot en met {end}.</Trans>
          </Text>
          <Text size="sm">{t`Je ontvangt een bevestiging per e-mail; je vindt die ook in je inbox.`}</Text>
        </Stack>
      </Alert>
      <RefundTexts />
    </Stack>
  )
}
