import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import * as z from 'zod/mini'
import { professionDescriptionSchema } from '../../api/contract/validation'
import { validationMessage } from '../forms/validation-messages'

const schema = z.object({ description: professionDescriptionSchema })

/** When nothing fits: the work in the user's own words, saved with the user (forms §2). The form owns its field. */
export function DescribeManually({
  initial,
  saving,
  onSubmit,
}: {
  initial: string
  saving: boolean
  onSubmit: (description: string) => void
}) {
  const { t, i18n } = useLingui()
  const form = useForm({
    defaultValues: { description: initial },
    validators: { onSubmit: schema },
    onSubmit: ({ value }) => onSubmit(professionDescriptionSchema.parse(value.description)),
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t`We bekijken je omschrijving en laten je de verzekeringen zien die voor iedere zelfstandige passen.`}
        </Text>
        <form.Field name="description">
          {(field) => (
            <Textarea
              label={t`Wat doe je voor werk?`}
              autosize
              minRows={3}
              maxLength={500}
              required
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
              error={
                field.state.meta.errors[0] ? i18n._(validationMessage(field.state.meta.errors[0])) : undefined
              }
            />
          )}
        </form.Field>
        <Button type="submit" variant="default" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {i18n._(msg`Opslaan en verder`)}
        </Button>
      </Stack>
    </form>
  )
}
