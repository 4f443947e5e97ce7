import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as z from 'zod/mini'
import { requestMagicLink } from '../../api/client/auth'
import { emailSchema } from '../../api/contract/validation'
import { useAppDeps } from '../platform/deps'
import { describeError } from '../platform/error-messages'
import { validationMessage } from '../forms/validation-messages'
import { usePageTitle } from '../layout/page-title'

const signInSchema = z.object({ email: emailSchema })

/** `/sign-in`: one field; a link to sign in is e-mailed (core §2). */
export function SignInPage({ email = '' }: { email?: string }) {
  usePageTitle(msg`Inloggen`)
  const { i18n } = useLingui()
  const { http } = useAppDeps()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({
    defaultValues: { email },
    validators: { onSubmit: signInSchema },
    onSubmit: async ({ value }) => {
      setFailure(null)
      const address = emailSchema.parse(value.email)
      try {
        await requestMagicLink(http, address)
        await navigate({ to: '/confirmation', search: { email: address } })
      } catch (error) {
        setFailure(error)
      }
    },
  })
  const failureText = failure ? describeError(failure) : null

  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Inloggen</Trans>
        </Title>
        <Text>
          <Trans>
            Vul je e-mailadres in. Je krijgt een link waarmee je direct inlogt, zonder wachtwoord.
          </Trans>
        </Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <Stack gap="md">
            <form.Field name="email">
              {(field) => (
                <TextInput
                  label={i18n._(msg`E-mailadres`)}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.currentTarget.value)}
                  onBlur={field.handleBlur}
                  error={
                    field.state.meta.errors[0]
                      ? i18n._(validationMessage(field.state.meta.errors[0]))
                      : undefined
                  }
                />
              )}
            </form.Field>
            {failureText && (
              <Alert color="yellow" role="alert">
                {i18n._(failureText.message)}
              </Alert>
            )}
            <form.Subscribe selector={(s) => s.isSubmitting}>
              {(submitting) => (
                <Button type="submit" loading={submitting}>
                  <Trans>Stuur mij een inloglink</Trans>
                </Button>
              )}
            </form.Subscribe>
          </Stack>
        </form>
      </Stack>
    </Container>
  )
}
