import { useLingui } from '@lingui/react/macro'
import { Button, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import * as z from 'zod/mini'
import { reasonSchema, type Question } from '../../../api/contract/questions'
import type { AnswerValue } from '../../../machines/question-flow/rules'
import { checkoutValidationMessage } from '../../forms/validation-texts'

/**
 * A single-choice question: a choice answers at once, except one that needs an explanation (forms §5:
 * revenue over 250,000), which asks for it first and sends both together.
 */
export function SingleChoice({
  question,
  chosen,
  givenReason,
  saving,
  onAnswer,
}: {
  question: Question
  chosen: number | null
  givenReason: string | undefined
  saving: boolean
  onAnswer: (value: AnswerValue, reason?: string) => void
}) {
  const { t, i18n } = useLingui()
  const needing = (id: number | null) =>
    question.options.find((o) => o.id === id)?.explanation_required === true
  const [explaining, setExplaining] = useState<number | null>(needing(chosen) ? chosen : null)
  const [reason, setReason] = useState(givenReason ?? '')
  const [error, setError] = useState<string | null>(null)
  const choose = (id: number) => {
    if (needing(id)) return setExplaining(id)
    setExplaining(null)
    onAnswer({ option: id })
  }
  const explain = () => {
    const parsed = z.safeParse(reasonSchema, reason)
    if (!parsed.success) {
      const key =
        parsed.error.issues[0]?.message === 'required' ? 'revenueExplanation' : parsed.error.issues[0]
      return setError(i18n._(checkoutValidationMessage(key)))
    }
    setError(null)
    onAnswer({ option: explaining! }, parsed.data)
  }
  return (
    <Stack gap="xs">
      {question.options.map((option) => {
        const selected = explaining === null ? chosen === option.id : explaining === option.id
        return (
          <Button
            key={option.id}
            size="md"
            justify="flex-start"
            variant={selected ? 'filled' : 'default'}
            aria-pressed={selected}
            loading={saving && selected}
            disabled={saving}
            onClick={() => choose(option.id)}
          >
            {option.text}
          </Button>
        )
      })}
      {explaining !== null && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            explain()
          }}
        >
          <Stack gap="sm" mt="sm">
            <Textarea
              label={t`Toelichting`}
              description={t`Vertel kort waar je omzet vandaan komt.`}
              autosize
              minRows={3}
              maxLength={2000}
              required
              value={reason}
              error={error}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
              {t`Volgende`}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
