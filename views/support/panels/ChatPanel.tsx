import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm, type AnyFieldApi } from '@tanstack/react-form'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '../../../api/client/api-error'
import { sendChatMessage } from '../../../api/client/support'
import { isOfficeHours, nextOfficeOpening } from '../../../api/contract/office-hours'
import { chatMessageSchema, MAX_CHAT_MESSAGE } from '../../../api/contract/support'
import { telHref } from '../../partner/support-links'
import { usePartner } from '../../partner/use-partner'
import { useAppDeps } from '../../platform/deps'
import { describeError } from '../../platform/error-messages'
import { showServerFieldErrors } from '../../platform/server-field-errors'
import { useAuth } from '../../platform/use-auth'
import { clockNow } from '../clock'
import type { ChatPrefill } from '../support-panel'

const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  required: msg`Vul dit in.`,
  email: msg`Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.`,
  tooLong: msg`Dit is te lang.`,
}
const FIELDS = ['name', 'email', 'message'] as const

/** A day and time in Amsterdam, in the page's language ("maandag 30 november om 09:00"). */
const formatOpening = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(at)

/**
 * The local live chat, for a partner without a chat service (no `trengo_key`): the customer's message goes to
 * the partner's support address by e-mail, and the answer comes back by e-mail. It says when support is at
 * work and when to expect that answer.
 */
export function ChatPanel({ prefill }: { prefill: ChatPrefill | null }) {
  const { i18n } = useLingui()
  const [now] = useState(clockNow)
  const [sent, setSent] = useState<{ email: string; from: Date } | null>(null)
  const [formKey, setFormKey] = useState(0)
  const done = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (sent) done.current?.focus()
  }, [sent])
  const opening = formatOpening(nextOfficeOpening(now), i18n.locale)
  const sentTo = sent?.email
  const readFrom = sent ? formatOpening(sent.from, i18n.locale) : ''

  return (
    <Stack gap="md">
      <Text size="sm" data-testid="chat-hours">
        <Trans>We zijn er op werkdagen van 09:00 tot 17:00.</Trans>{' '}
        {isOfficeHours(now) ? (
          <Trans>We zijn nu aan het werk en beantwoorden je bericht zo snel mogelijk per e-mail.</Trans>
        ) : (
          <Trans>We zijn nu gesloten. We lezen je bericht vanaf {opening} en antwoorden per e-mail.</Trans>
        )}
      </Text>
      {sent ? (
        <Alert
          ref={done}
          tabIndex={-1}
          color="green"
          role="status"
          title={<Trans>Je bericht is verstuurd</Trans>}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm" data-testid="chat-sent">
              {isOfficeHours(sent.from) ? (
                <Trans>Je krijgt zo snel mogelijk antwoord op {sentTo}.</Trans>
              ) : (
                <Trans>
                  Je krijgt antwoord op {sentTo}. We lezen je bericht vanaf {readFrom}.
                </Trans>
              )}
            </Text>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => (setSent(null), setFormKey((k) => k + 1))}
            >
              <Trans>Nog een bericht sturen</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : (
        <ChatForm key={formKey} prefill={formKey === 0 ? prefill : null} onSent={setSent} />
      )}
    </Stack>
  )
}

function ChatForm({
  prefill,
  onSent,
}: {
  prefill: ChatPrefill | null
  onSent: (sent: { email: string; from: Date }) => void
}) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const { support_phone_number: phone } = usePartner()
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({
    defaultValues: {
      name: user?.first_name ?? '',
      email: user?.email ?? '',
      message: prefill?.message ?? '',
    },
    validators: { onSubmit: chatMessageSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        const receipt = await sendChatMessage(http, value)
        onSent({ email: value.email.trim(), from: new Date(receipt.answer_from) })
      } catch (error) {
        // A refused field shows at its field; anything else above the button, with what was typed kept.
        if (!showServerFieldErrors(formApi, error, FIELDS)) setFailure(error)
      }
    },
  })
  const errorOf = (field: AnyFieldApi) => {
    const error = (field.state.meta.errors as unknown[])[0]
    if (!error) return undefined
    const key = typeof error === 'string' ? error : (error as { message?: string }).message
    return i18n._(FIELD_TEXTS[key ?? ''] ?? FIELD_TEXTS['required']!)
  }
  const unavailable = isApiError(failure) && failure.body?.code === 'support_unavailable'
  const failureText = failure && !unavailable ? describeError(failure) : null

  return (
    <form
      noValidate
      aria-label={t`Chatbericht`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <Stack gap="sm">
        {(['name', 'email'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(f) => (
              <TextInput
                label={name === 'name' ? t`Naam` : t`E-mailadres`}
                withAsterisk
                type={name === 'email' ? 'email' : 'text'}
                autoComplete={name === 'email' ? 'email' : 'name'}
                value={f.state.value}
                onChange={(e) => f.handleChange(e.currentTarget.value)}
                onBlur={f.handleBlur}
                error={errorOf(f)}
              />
            )}
          </form.Field>
        ))}
        <form.Field name="message">
          {(f) => (
            <Textarea
              label={t`Je bericht`}
              description={t`Hoogstens ${MAX_CHAT_MESSAGE} tekens.`}
              withAsterisk
              autosize
              minRows={4}
              value={f.state.value}
              onChange={(e) => f.handleChange(e.currentTarget.value)}
              onBlur={f.handleBlur}
              error={errorOf(f)}
            />
          )}
        </form.Field>
        {unavailable && (
          <Alert color="yellow" role="alert" title={t`Je bericht kan nu niet worden verstuurd`}>
            <Text size="sm">
              {phone ? (
                <Trans>
                  Probeer het zo opnieuw, of bel ons op{' '}
                  <Anchor href={telHref(phone)} underline="always">
                    {phone}
                  </Anchor>
                  .
                </Trans>
              ) : (
                <Trans>Probeer het zo opnieuw.</Trans>
              )}
            </Text>
          </Alert>
        )}
        {failureText && (
          <Alert color="yellow" role="alert" title={i18n._(failureText.title)}>
            <Text size="sm">{i18n._(failureText.message)}</Text>
          </Alert>
        )}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              {t`Versturen`}
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  )
}
