import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { formatDate } from '../../i18n/format'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { restartCheckin, type CheckinRef } from './checkin-runtime'
import { CheckinTitle } from './CheckinTitle'
import { DOCUMENT_TEXTS } from './checkin-texts'
import classes from './checkin.module.css'

/** `/insurance-checkin-checkout/result`: the check-in as the server stored it, and who was e-mailed. */
export function CheckinResult({ actor }: { actor: CheckinRef }) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const navigate = useNavigate()
  const checkin = useSelector(actor, (s) => s.context.checkin)!
  const client = checkin.client_email
  const from = formatDate(checkin.period_from, i18n.locale)
  const until = formatDate(checkin.period_to, i18n.locale)
  const expires = formatDate(checkin.confirmation_expires_at, i18n.locale)
  const again = () => {
    if (user) restartCheckin(http, user.id)
    void navigate({ to: '/insurance-checkin-welcome' })
  }

  return (
    <Stack gap="md" data-testid="checkin-result">
      {checkin.client_mailed === false ? (
        <>
          <CheckinTitle>{t`Je check-in is bewaard, maar niet verstuurd`}</CheckinTitle>
          <Alert color="yellow" role="alert" data-testid="checkin-not-mailed">
            <Text size="sm">
              <Trans>
                De e-mail aan {client} kon niet worden verstuurd, dus je opdrachtgever heeft nog geen link
                naar de bevestiging. Verstuur je check-in opnieuw.
              </Trans>
            </Text>
          </Alert>
        </>
      ) : (
        <CheckinTitle>{t`Je check-in is verstuurd`}</CheckinTitle>
      )}
      {checkin.client_mailed !== false && (
        <Alert color="green" role="status">
          <Text size="sm">
            <Trans>
              We hebben {client} een e-mail gestuurd met een link naar de bevestiging van je dekking. De link
              werkt tot en met {expires}.
            </Trans>
          </Text>
          {checkin.copy_to_freelancer && (
            <Text size="sm" mt={4}>
              <Trans>Een kopie staat in je eigen mailbox.</Trans>
            </Text>
          )}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" className={classes.facts}>
        <Stack gap={6}>
          <Text fw={700}>{checkin.client_name}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {checkin.description}
          </Text>
          <Text size="sm">
            <Trans>
              Van {from} tot en met {until}
            </Trans>
          </Text>
          <List size="sm">
            {checkin.covers.map((c) => (
              <List.Item key={c.policy_id}>
                {c.product_name} ({c.number})
              </List.Item>
            ))}
            {checkin.documents.map((d) => (
              <List.Item key={d.id}>
                {i18n._(DOCUMENT_TEXTS[d.kind].label)}: {d.name}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <Group>
        <Button onClick={again}>
          {checkin.client_mailed === false ? t`Check-in opnieuw versturen` : t`Nog een opdracht inchecken`}
        </Button>
      </Group>
    </Stack>
  )
}
