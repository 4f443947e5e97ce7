import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import { professionDescriptionSchema } from '../../api/contract/validation'
import type { ProfessionChoiceMachine } from '../../machines/profession-choice.machine'
import { ModalBackdrop } from '../layout/Graphic'
import { describeFailure } from '../platform/describe-failure'
import { validationMessage } from '../forms/validation-messages'
import { SparklesIcon } from '../ui/icons'
import type { ProfessionChoiceRef } from './profession-effects'

type Snapshot = SnapshotFrom<ProfessionChoiceMachine>
const selectOpened = (s: Snapshot) => s.matches({ assistant: 'open' })
const selectSuggesting = (s: Snapshot) => s.matches({ assistant: { open: 'suggesting' } })
const selectSuggestions = (s: Snapshot) => s.context.suggestions
const selectFailure = (s: Snapshot) =>
  s.matches({ assistant: { open: 'failed' } }) ? s.context.assistantFailure : null

/** The assistant (forms §2): describe the work, get the professions that fit it best. */
export function AssistantModal({ choice }: { choice: ProfessionChoiceRef }) {
  const { t, i18n } = useLingui()
  const opened = useSelector(choice, selectOpened)
  const suggesting = useSelector(choice, selectSuggesting)
  const suggestions = useSelector(choice, selectSuggestions)
  const failure = useSelector(choice, selectFailure)
  const [description, setDescription] = useState('')
  const [invalid, setInvalid] = useState<unknown>(null)
  const onClose = () => choice.send({ type: 'user.closeAssistant' })

  const submit = () => {
    const parsed = professionDescriptionSchema.safeParse(description)
    if (!parsed.success) return setInvalid(parsed.error.issues[0])
    setInvalid(null)
    choice.send({ type: 'user.suggest', description: parsed.data })
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Welk beroep past bij mij?`}
      size="lg"
      zIndex={400}
      overlayProps={{ children: <ModalBackdrop /> }}
      closeButtonProps={{ 'aria-label': t`Sluiten` }}
    >
      <Stack gap="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t`Beschrijf in een paar zinnen wat je doet`}
              placeholder={t`Bijvoorbeeld: ik bouw websites en apps voor klanten`}
              autosize
              minRows={3}
              maxLength={500}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={invalid ? i18n._(validationMessage(invalid)) : undefined}
              data-autofocus
            />
            <Button type="submit" leftSection={<SparklesIcon size={18} />} loading={suggesting}>
              {t`Zoek passende beroepen`}
            </Button>
          </Stack>
        </form>
        {failure && (
          <Alert color="yellow" role="alert">
            {i18n._(describeFailure(failure))}
          </Alert>
        )}
        {suggestions &&
          (suggestions.length === 0 ? (
            <Text role="status">
              <Trans>
                We vonden geen passend beroep. Probeer het met andere woorden, of omschrijf je werk zelf.
              </Trans>
            </Text>
          ) : (
            <Stack gap="xs" role="list" aria-label={t`Voorgestelde beroepen`} data-testid="suggestions">
              {suggestions.map(({ profession, score }) => {
                const percent = Math.round(score * 100)
                return (
                  <Paper key={profession.id} withBorder radius="md" p="sm" role="listitem">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="xs">
                        <Text fw={600}>{profession.name}</Text>
                        <Badge variant="light">{t`${percent}% passend`}</Badge>
                      </Group>
                      <Button
                        size="xs"
                        onClick={() => choice.send({ type: 'user.pickSuggestion', profession })}
                      >
                        {t`Kies`}
                      </Button>
                    </Group>
                  </Paper>
                )
              })}
            </Stack>
          ))}
      </Stack>
    </Modal>
  )
}
