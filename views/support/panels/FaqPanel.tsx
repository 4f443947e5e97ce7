import { Trans, useLingui } from '@lingui/react/macro'
import { Accordion, Button, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { fetchSupportFaq } from '../../../api/client/support'
import { useAppDeps } from '../../platform/deps'

/** Every product's published questions and answers (forms §2 "product FAQ"), grouped by product. */
export function FaqPanel() {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const faq = useQuery({ queryKey: ['support-faq', i18n.locale], queryFn: () => fetchSupportFaq(http) })
  if (faq.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Laden…`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    )
  if (faq.isError)
    return (
      <Stack gap="sm" role="alert">
        <Text>
          <Trans>De veelgestelde vragen konden niet worden geladen.</Trans>
        </Text>
        <Button variant="default" onClick={() => void faq.refetch()} style={{ alignSelf: 'flex-start' }}>
          <Trans>Opnieuw proberen</Trans>
        </Button>
      </Stack>
    )
  return (
    <Stack gap="lg">
      {faq.data.result.map(({ product, entries }, p) => (
        <section key={product} aria-label={product}>
          <Title order={3} size="h5" mb="xs">
            {product}
          </Title>
          <Accordion variant="separated" chevronPosition="right">
            {entries.map((entry, i) => (
              // Values by position: Mantine makes ids of them, and a question has spaces.
              <Accordion.Item key={entry.question} value={`faq-${p}-${i}`}>
                <Accordion.Control>{entry.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{entry.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  )
}
