import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Blockquote, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { askAssistant } from '../../../api/client/support'
import {
  assistantQuestionSchema,
  MAX_ASSISTANT_QUESTION,
  type AssistantAnswer,
  type AssistantSource,
} from '../../../api/contract/support'
import { telHref } from '../../partner/support-links'
import { usePartner } from '../../partner/use-partner'
import { useAppDeps } from '../../platform/deps'
import { useAuth } from '../../platform/use-auth'
import { openSupportPanel } from '../support-panel'

interface Turn {
  id: number
  question: string
  answer: AssistantAnswer | 'asking' | 'failed'
}

/**
 * The AI assistant (core §4, forms §9): it greets the customer by first name and answers from the partner's
 * published texts, quoting where each answer comes from. It never advises (sales are execution-only); what
 * it cannot answer it says so, and offers call, mail, or the question to a person through the chat (with
 * the customer's name and e-mail address filled in).
 */
export function AssistantPanel() {
  const { t } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const firstName = user?.first_name || null
  const [turns, setTurns] = useState<Turn[]>([])
  const [question, setQuestion] = useState('')
  const [error, setError] = useState<string | null>(null)
  const lastTurn = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // In braces: Chromium's scrollIntoView now answers a promise, which React would take for a cleanup.
    void lastTurn.current?.scrollIntoView?.({ block: 'nearest' })
  }, [turns])

  const ask = (text: string, id = Date.now()) => {
    setTurns((all) => [...all.filter((turn) => turn.id !== id), { id, question: text, answer: 'asking' }])
    askAssistant(http, { question: text })
      .then((answer) => setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, answer } : turn))))
      .catch(() =>
        setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, answer: 'failed' } : turn))),
      )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = assistantQuestionSchema.safeParse({ question })
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message
      setError(key === 'tooLong' ? t`Je vraag is te lang.` : t`Typ eerst je vraag.`)
      return
    }
    setError(null)
    setQuestion('')
    ask(parsed.data.question)
  }

  return (
    <Stack gap="md">
      <Text>
        {firstName ? <Trans>Hoi {firstName}!</Trans> : <Trans>Hoi!</Trans>}{' '}
        <Trans>
          Ik zoek het antwoord op je vraag in onze veelgestelde vragen en productteksten, en laat zien waar
          het staat. Advies geef ik niet: welke verzekering bij je past, kies je zelf.
        </Trans>
      </Text>
      <Stack gap="md" role="log" aria-live="polite" aria-label={t`Gesprek met de digitale assistent`}>
        {turns.map((turn, i) => (
          <div key={turn.id} ref={i === turns.length - 1 ? lastTurn : undefined}>
            <Text fw={600} mb={4} data-testid="assistant-question">
              {turn.question}
            </Text>
            <TurnAnswer turn={turn} onRetry={() => ask(turn.question, turn.id)} />
          </div>
        ))}
      </Stack>
      <form noValidate onSubmit={submit} aria-label={t`Vraag aan de digitale assistent`}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t`Je vraag`}
            value={question}
            maxLength={MAX_ASSISTANT_QUESTION + 50}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            error={error}
            autoComplete="off"
          />
          <Button type="submit" mt={25}>
            <Trans>Vraag</Trans>
          </Button>
        </Group>
      </form>
    </Stack>
  )
}

function TurnAnswer({ turn, onRetry }: { turn: Turn; onRetry: () => void }) {
  const { answer } = turn
  if (answer === 'asking')
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          <Trans>Even zoeken…</Trans>
        </Text>
      </Group>
    )
  if (answer === 'failed')
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          <Trans>Het antwoord kon niet worden opgehaald.</Trans>
        </Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          <Trans>Opnieuw proberen</Trans>
        </Button>
      </Stack>
    )
  if (!answer.known) return <NotKnown question={turn.question} />
  return (
    <Stack gap="xs" data-testid="assistant-answer">
      {answer.summary && <Text size="sm">{answer.summary}</Text>}
      {answer.sources.map((source) => (
        <Quote key={`${source.product}:${source.question ?? ''}`} source={source} />
      ))}
    </Stack>
  )
}

function Quote({ source }: { source: AssistantSource }) {
  const { product, question } = source
  return (
    <Blockquote p="sm" mt={0} cite={null} iconSize={0}>
      <Text size="sm">{source.text}</Text>
      <Text size="xs" mt={6} c="dimmed" data-testid="assistant-source">
        {question ? (
          <Trans>
            Uit de veelgestelde vragen over {product}: „{question}”
          </Trans>
        ) : (
          <Trans>Uit de omschrijving van {product}</Trans>
        )}
      </Text>
    </Blockquote>
  )
}

/** Said plainly, with the ways to a person: call, mail, or the question through the chat. */
function NotKnown({ question }: { question: string }) {
  const { support_phone_number: phone, support_email: email } = usePartner()
  return (
    <Stack gap="xs" align="flex-start" data-testid="assistant-unknown">
      <Text size="sm">
        <Trans>
          Dat weet ik niet. Ik vind het antwoord niet in onze teksten, en ik gok niet. Een medewerker helpt je
          graag verder.
        </Trans>
      </Text>
      <Group gap="sm">
        {phone && (
          <Anchor href={telHref(phone)} underline="always" size="sm">
            <Trans>Bel {phone}</Trans>
          </Anchor>
        )}
        {email && (
          <Anchor href={`mailto:${email}?body=${encodeURIComponent(question)}`} underline="always" size="sm">
            <Trans>Mail {email}</Trans>
          </Anchor>
        )}
        {email && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => openSupportPanel('chat', { message: question })}
          >
            <Trans>Stel je vraag aan een medewerker</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  )
}
