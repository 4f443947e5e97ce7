import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { requestAdminLink } from '../../api/client/admin-session'
import { adminMagicLinkRequestSchema } from '../../api/contract/admin'
import { emailSchema } from '../../api/contract/validation'
import { EmailField } from '../sign-in/EmailField'
import { usePageTitle } from '../layout/page-title'
import { usePartner } from '../partner/use-partner'
import { useAppDeps } from '../platform/deps'
import { describeError } from '../platform/error-messages'
import { ADMIN_RETURN_KEY } from './verify-admin-link'

/**
 * `/admin/sign-in`: a partner admin asks for a sign-in link by e-mail (core §2, §6). The answer is the
 * same whether the address is an admin's or not, so the page says what happens if it is.
 */
export function AdminSignInPage({ returnURL }: { returnURL: string | null }) {
  usePageTitle(msg`Inloggen als beheerder`)
  const { i18n } = useLingui()
  const { http } = useAppDeps()
  const partner = usePartner()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: adminMagicLinkRequestSchema },
    onSubmit: async ({ value }) => {
      setFailure(null)
      const address = emailSchema.parse(value.email)
      try {
        await requestAdminLink(http, address)
        try {
          // Kept for this tab until the link is opened; checked against the allowed hosts on leaving.
          if (returnURL) sessionStorage.setItem(ADMIN_RETURN_KEY, returnURL)
          else sessionStorage.removeItem(ADMIN_RETURN_KEY)
        } catch {
          // Storage blocked: leaving goes home.
        }
        setSentTo(address)
      } catch (error) {
        setFailure(error)
      }
    },
  })
  const failureText = failure ? describeError(failure) : null
  const partnerName = partner.name

  if (sentTo)
    return (
      <Container size="xs" py="xl">
        <Stack gap="md" data-testid="admin-link-sent">
          <Title order={1}>
            <Trans>Check je e-mail</Trans>
          </Title>
          <Alert color="green" role="status">
            <Trans>
              Is {sentTo} een beheerdersadres van {partnerName}? Dan staat er nu een link in je inbox. De link
              werkt één keer en is 15 minuten geldig.
            </Trans>
          </Alert>
          <Text>
            <Trans>Geen e-mail ontvangen? Kijk ook in je spamfolder, of vraag een nieuwe link aan.</Trans>
          </Text>
          <Group>
            <Button variant="default" onClick={() => setSentTo(null)}>
              <Trans>Ander e-mailadres of nieuwe link</Trans>
            </Button>
          </Group>
        </Stack>
      </Container>
    )

  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Inloggen als beheerder</Trans>
        </Title>
        <Text>
          <Trans>
            Beheer je de website van {partnerName}? Vul je e-mailadres in. Je krijgt een link waarmee je
            direct als beheerder inlogt, zonder wachtwoord.
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
            <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
            {failureText && (
              <Alert color="yellow" role="alert">
                {i18n._(failureText.message)}
              </Alert>
            )}
            <form.Subscribe selector={(s) => s.isSubmitting}>
              {(submitting) => (
                <Button type="submit" loading={submitting}>
                  <Trans>Stuur mij een beheerderslink</Trans>
                </Button>
              )}
            </form.Subscribe>
          </Stack>
        </form>
      </Stack>
    </Container>
  )
}
