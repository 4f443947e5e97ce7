import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../layout/page-title'

/**
 * `/quotation-ended`: where a cleared broker session goes when the environment names no quote address
 * (core §4, config BROKER_QUOTE_URL): the session ended, nothing was taken out.
 */
export function QuotationEndedPage() {
  usePageTitle(msg`Sessie beëindigd`)
  const { t } = useLingui()
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t`Je sessie is beëindigd`}</Title>
        <Text>
          {t`Je bent uitgelogd. Je hebt niets afgesloten. Wil je de offerte later toch bekijken? Open dan opnieuw de link van je adviseur, of vraag om een nieuwe.`}
        </Text>
        <Button component={Link} to="/welcome" variant="default">
          {t`Naar de startpagina`}
        </Button>
      </Stack>
    </Container>
  )
}
