import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Container, List, Stack, Text, Title } from '@mantine/core'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { usePartner } from '../partner/use-partner'
import { CheckinHowItWorks } from './CheckinHowItWorks'
import { CheckinTitle } from './CheckinTitle'
import classes from './checkin.module.css'

/**
 * `/insurance-checkin` (core §2): what a check-in is, and how to get in. A freelancer comes in through the
 * signed link of the partner's platform (`signature`, `external_id`, `signature_created_at`): the entry
 * signs them in and goes on to the check-in's welcome. Without that link there is no way in here.
 */
export function CheckinEntryPage() {
  const { t } = useLingui()
  const partner = usePartner()
  const partnerName = partner.name
  usePageTitle(msg`Check-in`)
  return (
    <div className={classes.page}>
      <Graphic name="checkin_backdrop" className={classes.backdrop} />
      <Container size="md" py="xl" className={classes.content}>
        <Stack gap="lg" maw={680}>
          <CheckinTitle>{t`Check-in: laat je opdrachtgever zien dat je verzekerd bent`}</CheckinTitle>
          <Text size="lg">
            <Trans>
              Begin je aan een opdracht? Met een check-in bevestig je aan je opdrachtgever welke van je
              verzekeringen bij {partnerName} gelden voor die opdracht.
            </Trans>
          </Text>
          <CheckinHowItWorks />
          <Title order={2} size="h3">
            {t`Hoe kom je binnen?`}
          </Title>
          <Text>
            <Trans>
              Je opent de check-in via de link in de website of app van {partnerName}. Die link logt je meteen
              in; een wachtwoord heb je niet nodig.
            </Trans>
          </Text>
          <List size="sm">
            <List.Item>{t`Nog geen verzekering? Dan kun je nog niet inchecken: sluit eerst een verzekering af.`}</List.Item>
            <List.Item>{t`Werkt de link niet meer? Open de check-in opnieuw vanuit ${partnerName}.`}</List.Item>
          </List>
        </Stack>
      </Container>
    </div>
  )
}
