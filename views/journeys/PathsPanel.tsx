import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Accordion, Alert, Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { FEATURE_FLAGS } from '../../api/contract/partner-rules'
import type { PathsDocument } from '../../machines/graph/export'
import type { Journey } from '../../machines/graph/journey'
import { usePartner } from '../partner/use-partner'
import type { JourneyLabels } from './labels'
import { pathsReportQuery } from './paths-report'
import type { SimEvent } from './simulation'

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Paths mode: the generated paths a tester walks (with downloads for QA) and the chart lint for this partner. */
export function PathsPanel({
  journey,
  labels,
  onPlay,
}: {
  journey: Journey
  labels: JourneyLabels
  onPlay: (inputIndex: number, events: SimEvent[]) => void
}) {
  const { t } = useLingui()
  const partner = usePartner()
  const router = useRouter()
  const flags = Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, partner.features[flag]?.active === true]),
  )
  const report = useQuery(
    pathsReportQuery({
      id: journey.id,
      partner: { slug: partner.slug, flags, routes: Object.keys(router.routesByPath) },
    }),
  )
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t`Testpaden`}
        </Title>
        {report.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t`Paden worden berekend…`}</Text>
          </Group>
        )}
        {report.isError && (
          <Alert color="red" title={t`De paden konden niet worden berekend`}>
            <Code>{report.error.message}</Code>
          </Alert>
        )}
        {report.data && (
          <Report
            doc={report.data.doc}
            lint={report.data.lint.map((p) => p.message)}
            labels={labels}
            onPlay={onPlay}
          />
        )}
      </Stack>
    </Paper>
  )
}

function Report({
  doc,
  lint,
  labels,
  onPlay,
}: {
  doc: PathsDocument
  lint: string[]
  labels: JourneyLabels
  onPlay: (inputIndex: number, events: SimEvent[]) => void
}) {
  const { t } = useLingui()
  const count = doc.paths.length
  const covered = doc.coverage.transitions.covered
  const total = doc.coverage.transitions.total
  const id = doc.journey.id
  return (
    <>
      <Text size="sm" data-testid="paths-summary">
        {t`${count} paden nemen samen ${covered} van de ${total} overgangen.`}
      </Text>
      {lint.length === 0 ? (
        <Text size="sm" c="var(--mantine-color-teal-9)" data-testid="lint-ok">
          <Trans>Kaartcontrole: geen problemen voor deze partner.</Trans>
        </Text>
      ) : (
        <Alert color="orange" title={t`Kaartcontrole`}>
          <Stack gap={2} component="ul" m={0} pl="md">
            {lint.map((message) => (
              <Text component="li" size="sm" key={message}>
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => download(`${id}-paths.json`, JSON.stringify(doc, null, 2), 'application/json')}
        >
          JSON
        </Button>
      </Group>
      <Text size="sm" data-testid="paths-commands">
        <Trans>
          Het testscript in de woorden van de schermen: <Code>npm run paths -- {id} --lang nl</Code>; tests
          die zo draaien: <Code>npm run paths -- {id} --format playwright</Code> (zie docs/path-tests.md).
        </Trans>
      </Text>
      <Accordion variant="separated" chevronPosition="left" data-testid="paths">
        {doc.paths.map((path) => {
          const number = path.number
          const steps = path.steps.length
          const end = path.steps.at(-1)?.value ?? path.start.value
          return (
            <Accordion.Item value={String(number)} key={number}>
              <Accordion.Control>
                <Text size="sm">
                  {t`Pad ${number}`}: {plural(steps, { one: '# stap', other: '# stappen' })} →{' '}
                  <Code>{end}</Code>
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text size="xs" c="var(--partner-text-muted)">
                    <Trans>Begin:</Trans> <Code>{path.start.value}</Code>
                  </Text>
                  <Stack component="ol" gap={4} m={0} pl="lg">
                    {path.steps.map((step) => (
                      <Text component="li" size="xs" key={step.number}>
                        <span title={step.event.type}>{labels.event(step.event)}</span> →{' '}
                        <Code>{step.value}</Code>
                        {step.route && <> ({step.route})</>}
                      </Text>
                    ))}
                  </Stack>
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() =>
                      onPlay(
                        path.inputIndex,
                        path.steps.map((s) => s.event),
                      )
                    }
                  >
                    {t`Naspelen in de simulatie`}
                  </Button>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          )
        })}
      </Accordion>
    </>
  )
}
