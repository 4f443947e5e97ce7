import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Accordion, Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { getDocumentContent, markMessageRead } from '../../api/client/policies'
import type { InboxMessage } from '../../api/contract/policies'
import { formatDate } from '../../i18n/format'
import { inboxBadgeQuery } from '../layout/account-links'
import { usePageTitle } from '../layout/page-title'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { useDocumentDownload } from '../ui/document-download'
import { LoadFailed } from '../ui/LoadFailed'
import { inboxQuery } from './inbox-query'

/**
 * `/user/inbox` (forms §2): the e-mails the customer was sent (policy e-mails, quiz links, payment
 * reminders), newest first. Unread ones are bold; opening one shows its text, its link and its
 * attachment, and marks it read.
 */
export function InboxPage() {
  usePageTitle(msg`Inbox`)
  const { t } = useLingui()
  const { http, queryClient } = useAppDeps()
  const { user } = useAuth()
  const owner = user?.id ?? 0
  const inbox = useQuery({ ...inboxQuery(http, owner), enabled: user !== null })
  const badge = useQuery({
    ...inboxBadgeQuery(http, owner, user?.profession?.id ?? null),
    enabled: user !== null,
  })
  const [open, setOpen] = useState<string | null>(null)
  const read = useMutation({
    mutationFn: (id: number) => markMessageRead(http, id),
    onSuccess: (message) =>
      queryClient.setQueryData(inboxQuery(http, owner).queryKey, (messages) =>
        messages?.map((m) => (m.id === message.id ? message : m)),
      ),
  })
  const openMessage = (value: string | null) => {
    setOpen(value)
    const message = inbox.data?.find((m) => String(m.id) === value)
    if (message && !message.read) read.mutate(message.id)
  }

  return (
    <Stack gap="lg" data-testid="inbox-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t`Inbox`}</Title>
        <Button component={Link} to="/user/inbox/contact" variant="light">
          {t`Stel een vraag`}
        </Button>
      </Group>
      {badge.data?.badge ? (
        // What the inbox badge counts (core §2): an income protection the customer may still take out.
        <Alert color="blue" title={t`Verzeker je inkomen`} data-testid="inbox-income-protection">
          <Stack gap="sm" align="flex-start">
            <Text>
              {t`Bij je beroep past een arbeidsongeschiktheidsverzekering die je nog niet hebt. Bekijk of die iets voor je is.`}
            </Text>
            <Button component={Link} to="/products/available-products" variant="light">
              {t`Bekijk de verzekeringen`}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {inbox.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Berichten laden`}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : inbox.isError ? (
        <LoadFailed message={t`Je berichten konden niet worden geladen.`} onRetry={() => inbox.refetch()} />
      ) : inbox.data.length === 0 ? (
        <Alert color="blue" data-testid="inbox-empty">
          {t`Je hebt nog geen berichten. Alles wat we je mailen, zoals je polis, vind je hier ook terug.`}
        </Alert>
      ) : (
        <Accordion variant="separated" value={open} onChange={openMessage} data-testid="inbox-list">
          {inbox.data.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </Accordion>
      )}
      {read.isError && (
        <Text size="sm" c="red" role="alert">
          {t`Het bericht kon niet als gelezen worden gemarkeerd.`}
        </Text>
      )}
    </Stack>
  )
}

function Message({ message }: { message: InboxMessage }) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { download, busy, failed } = useDocumentDownload((id) => getDocumentContent(http, id))
  const date = formatDate(message.created_at, i18n.locale)
  const doc = message.document
  const label = LINK_LABELS[message.kind]
  return (
    <Accordion.Item
      value={String(message.id)}
      data-testid="inbox-message"
      data-kind={message.kind}
      data-read={message.read}
    >
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={message.read ? 400 : 700} style={{ overflowWrap: 'anywhere' }}>
            {!message.read && <VisuallyHidden>{t`ongelezen`}: </VisuallyHidden>}
            {message.subject}
          </Text>
          <Text size="sm" c="var(--partner-text-muted)">
            {date}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="inbox-text">
            {message.text}
          </Text>
          <Group gap="sm" wrap="wrap">
            {message.link && (
              <Button component="a" href={message.link}>
                {label ? i18n._(label) : t`Openen`}
              </Button>
            )}
            {doc && (
              <Button
                variant="light"
                loading={busy === doc.id}
                onClick={() => download(doc)}
                aria-label={t`${doc.name} downloaden`}
              >
                {t`Bijlage downloaden`}
              </Button>
            )}
          </Group>
          {doc && failed === doc.id && (
            <Text size="sm" c="red" role="alert">
              {t`Het downloaden is niet gelukt. Probeer het opnieuw.`}
            </Text>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  )
}

/** What a message's link button says, by the kind of e-mail. */
const LINK_LABELS: Partial<Record<InboxMessage['kind'], MessageDescriptor>> = {
  policy: msg`Naar mijn verzekeringen`,
  quiz: msg`Naar de tweede toets`,
  payment_reminder: msg`Nu betalen`,
}
