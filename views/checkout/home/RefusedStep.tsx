import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { refusalText } from '../refusal-texts'
import type { HomeJourneyRef, HomeJourneySnapshot } from './journey-ref'

const selectRefused = (s: HomeJourneySnapshot) =>
  s.context.items.flatMap((item) => {
    const code = s.context.refusals[item.insurance_product.id]
    return code ? [{ name: item.insurance_product.name, code }] : []
  })

/** Every home product was refused (forms §8): why, back to the overview, or change the answers. */
export function RefusedStep({ journey }: { journey: HomeJourneyRef }) {
  const { t, i18n } = useLingui()
  const refused = useSelector(journey, selectRefused)
  return (
    <Stack gap="lg" maw={720} data-testid="home-refused">
      <Title order={1}>{t`We kunnen je deze verzekering niet aanbieden`}</Title>
      {refused.map(({ name, code }) => (
        <Alert key={name} color="yellow" title={name} data-refusal={code}>
          {i18n._(refusalText(code))}
        </Alert>
      ))}
      <Text>{t`Je bent niet verzekerd en betaalt niets. De verzekering blijft in je winkelwagen.`}</Text>
      <Group>
        <Button size="md" onClick={() => journey.send({ type: 'user.backToOverview' })}>
          {t`Terug naar het overzicht`}
        </Button>
        <Button variant="default" size="md" onClick={() => journey.send({ type: 'user.changeAnswers' })}>
          {t`Antwoorden aanpassen`}
        </Button>
      </Group>
    </Stack>
  )
}
