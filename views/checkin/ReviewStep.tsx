import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { DocumentKind } from '../../api/contract/checkin'
import { formatDate } from '../../i18n/format'
import { describeFailure } from '../platform/describe-failure'
import type { CheckinRef } from './checkin-runtime'
import { CheckinTitle } from './CheckinTitle'
import { checkinFieldMessage, DOCUMENT_TEXTS } from './checkin-texts'
import classes from './checkin.module.css'

/** Step 4: everything stated, who is e-mailed, and the submit; a refusal says what to change. */
export function ReviewStep({ actor }: { actor: CheckinRef }) {
  const { t, i18n } = useLingui()
  const context = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const a = context.assignment!
  const covers = context.policies.filter((p) => context.chosen.includes(p.id))
  const from = formatDate(a.period_from, i18n.locale)
  const until = formatDate(a.period_to, i18n.locale)
  const client = a.client_email

  return (
    <Stack gap="md">
      <CheckinTitle>{t`Controleer en verstuur`}</CheckinTitle>
      <Paper withBorder radius="md" p="md" className={classes.facts}>
        <Stack gap={6}>
          <Title order={2} size="h4">
            {t`Opdracht`}
          </Title>
          <Text>
            {a.client_name} ({a.client_email})
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {a.description}
          </Text>
          <Text size="sm">
            <Trans>
              Van {from} tot en met {until}
            </Trans>
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" className={classes.facts}>
        <Title order={2} size="h4" mb={6}>
          {t`Je dekking`}
        </Title>
        <List size="sm">
          {covers.map((p) => (
            <List.Item key={p.id}>
              {p.product.name} ({p.number})
            </List.Item>
          ))}
        </List>
      </Paper>
      <Paper withBorder radius="md" p="md" className={classes.facts}>
        <Title order={2} size="h4" mb={6}>
          {t`Documenten`}
        </Title>
        <List size="sm">
          {context.uploads.map((u) => (
            <List.Item key={u.id}>
              {i18n._(DOCUMENT_TEXTS[u.kind].label)}: {u.name}
            </List.Item>
          ))}
        </List>
      </Paper>
      <Text size="sm">
        <Trans>
          Als je verstuurt, mailen we {client} een link naar een bevestiging van je dekking voor deze
          opdracht. Die bevestiging toont je naam, je bedrijfsnaam, de opdracht, je verzekeringen en de namen
          van je documenten; verder niets over jou. Jij krijgt een kopie.
        </Trans>
      </Text>
      {failed && <Refusal actor={actor} />}
      <Group gap="sm">
        <Button
          size="md"
          loading={busy}
          onClick={() => actor.send({ type: 'user.submit' })}
          disabled={failed}
        >
          {t`Check-in versturen`}
        </Button>
        <Button variant="subtle" size="md" disabled={busy} onClick={() => actor.send({ type: 'user.back' })}>
          {t`Vorige stap`}
        </Button>
      </Group>
    </Stack>
  )
}

/** Why the submit failed: per policy or document what the server refused, or a retry. */
function Refusal({ actor }: { actor: CheckinRef }) {
  const { t, i18n } = useLingui()
  const { failure, fields, chosen, policies } = useSelector(actor, (s) => s.context)
  const lines = Object.entries(fields).map(([key, [code]]) => {
    const [field, index] = key.split('.')
    if (field === 'policies') {
      const policy = policies.find((p) => p.id === chosen[Number(index)])
      return `${policy ? `${policy.product.name} (${policy.number})` : ''}: ${i18n._(checkinFieldMessage(code))}`
    }
    if (field === 'documents' && index && index in DOCUMENT_TEXTS)
      return `${i18n._(DOCUMENT_TEXTS[index as DocumentKind].label)}: ${i18n._(checkinFieldMessage(code))}`
    return i18n._(checkinFieldMessage(code))
  })
  return (
    <Alert color="red" role="alert" title={t`Je check-in is niet verstuurd`} data-testid="checkin-refused">
      <Stack gap="xs">
        {lines.length > 0 ? (
          lines.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))
        ) : (
          <Text size="sm">{failure && i18n._(describeFailure(failure))}</Text>
        )}
        <Group gap="sm">
          {failure?.retryable ? (
            <Button size="xs" onClick={() => actor.send({ type: 'user.retry' })}>
              {t`Opnieuw proberen`}
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={() => actor.send({ type: 'user.back' })}>
              {t`Aanpassen`}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  )
}
