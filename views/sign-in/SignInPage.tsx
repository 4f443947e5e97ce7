import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as z from 'zod/mini'
import { requestMagicLink } from '../../api/client/auth'
import { emailSchema } from '../../api/contract/validation'
import { useAppDeps } from '../platform/deps'
import { describeError } from '../platform/error-messages'
import { EmailField } from './EmailField'
import { usePageTitle } from '../layout/page-title'
import { usePartner } from '../partner/use-partner'

const signInSchema = z.object({ email: emailSchema })

/**
 * `/sign-in`: one field; a link to sign in is e-mailed (core §2). The welcome page's call to action
 * leads here, so the page says why the e-mail address comes before the premium.
 */
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
        <WhyEmail />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <Stack gap="md">
            <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
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

/** Why the address is asked before the premium: only what really happens with it. */
function WhyEmail() {
  const { hide_profession_page } = usePartner()
  return (
    // Not labelled by its heading: a region named '… e-mailadres?' would answer getByLabel('E-mailadres') too.
    <Paper withBorder radius="md" p="md" component="section" data-testid="why-email">
      <Title order={2} size="h4">
        <Trans>Waarom vragen we je e-mailadres?</Trans>
      </Title>
      <List mt="xs" spacing="xs">
        <List.Item>
          <Trans>Nieuw hier? Dan maken we met de link meteen je account aan.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Je beroep, je winkelwagen en je antwoorden bewaren we bij je account, zodat je later verder kunt.
          </Trans>
        </List.Item>
        {/* A partner without the profession page has its own way to the premium: no promise here. */}
        {!hide_profession_page && (
          <List.Item>
            <Trans>
              Na het inloggen zie je de verzekeringen voor jouw beroep, met wat je per maand betaalt. Weten we
              je beroep nog niet, dan kies je dat eerst.
            </Trans>
          </List.Item>
        )}
      </List>
    </Paper>
  )
}
