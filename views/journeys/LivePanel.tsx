import { Trans, useLingui } from '@lingui/react/macro'
import { Code, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { ContextView } from './ContextView'
import type { LiveInstance } from './live'

/** Live mode: the journey's actors running in this tab, the shown one highlighted in the chart. */
export function LivePanel({
  instances,
  shown,
  onShow,
}: {
  instances: LiveInstance[]
  shown: LiveInstance | undefined
  onShow: (index: number) => void
}) {
  const { t } = useLingui()
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t`Live in deze tab`}
        </Title>
        {!shown ? (
          <Text size="sm" c="var(--partner-text-muted)" data-testid="live-none">
            <Trans>
              Deze journey loopt nu niet in deze tab. Doorloop de site in deze tab en kom via de
              beheerdersbalk terug.
            </Trans>
          </Text>
        ) : (
          <>
            {instances.length > 1 && (
              <SegmentedControl
                size="xs"
                value={String(instances.indexOf(shown))}
                onChange={(value) => onShow(Number(value))}
                data={instances.map((instance, i) => ({ value: String(i), label: instance.where }))}
              />
            )}
            <Text size="sm">
              <Code>{shown.where}</Code> <Trans>is nu in</Trans>{' '}
              <Code data-testid="live-state" fw={700}>
                {shown.value}
              </Code>
            </Text>
            <Text size="xs" c="var(--partner-text-muted)">
              <Trans>Gevoelige gegevens (e-mail, IBAN, tokens, antwoorden) worden niet getoond.</Trans>
            </Text>
            <ContextView context={shown.context} label={t`Context van de lopende journey`} />
          </>
        )}
      </Stack>
    </Paper>
  )
}
