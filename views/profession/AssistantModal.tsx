import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { suggestProfessions } from '../../api/client/products'
import type { Profession } from '../../api/contract/professions'
import { professionDescriptionSchema } from '../../api/contract/validation'
import { useAppDeps } from '../app/deps'
import { describeError } from '../errors/error-messages'
import { validationMessage } from '../forms/validation-messages'
import { SparklesIcon } from '../ui/icons'

/** A suggestion is shown when it scores at least this share of the best one. */
const RELATIVE_MINIMUM = 0.4

/** The assistant (forms §2): describe the work, get the professions that fit it best. */
export function AssistantModal({
  opened,
  onClose,
  onChoose,
}: {
  opened: boolean
  onClose: () => void
  onChoose: (profession: Profession) => void
}) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const [description, setDescription] = useState('')
  const [invalid, setInvalid] = useState<unknown>(null)
  const suggest = useMutation({
    // Weak matches next to a strong one only distract: keep those within reach of the best.
    mutationFn: (text: string) =>
      suggestProfessions(http, { description: text }).then(({ result }) =>
        result.filter((s) => s.score >= (result[0]?.score ?? 0) * RELATIVE_MINIMUM),
      ),
  })
  const failure = suggest.error ? describeError(suggest.error) : null

  const submit = () => {
    const parsed = professionDescriptionSchema.safeParse(description)
    if (!parsed.success) return setInvalid(parsed.error.issues[0])
    setInvalid(null)
    suggest.mutate(parsed.data)
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t`Welk beroep past bij mij?`} size="lg" zIndex={400}>
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
            <Button type="submit" leftSection={<SparklesIcon size={18} />} loading={suggest.isPending}>
              {t`Zoek passende beroepen`}
            </Button>
          </Stack>
        </form>
        {failure && (
          <Alert color="yellow" role="alert">
            {i18n._(failure.message)}
          </Alert>
        )}
        {suggest.data &&
          (suggest.data.length === 0 ? (
            <Text role="status">
              <Trans>
                We vonden geen passend beroep. Probeer het met andere woorden, of omschrijf je werk zelf.
              </Trans>
            </Text>
          ) : (
            <Stack gap="xs" role="list" aria-label={t`Voorgestelde beroepen`} data-testid="suggestions">
              {suggest.data.map(({ profession, score }) => {
                const percent = Math.round(score * 100)
                return (
                  <Paper key={profession.id} withBorder radius="md" p="sm" role="listitem">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="xs">
                        <Text fw={600}>{profession.name}</Text>
                        <Badge variant="light">{t`${percent}% passend`}</Badge>
                      </Group>
                      <Button size="xs" onClick={() => onChoose(profession)}>
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
