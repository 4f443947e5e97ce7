import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'

import { useSelector } from '@xstate/react'
import { usePageTitle } from '../layout/page-title'
import { useCheckoutActor } from './checkout-loader'
import { FLOW_LABELS, STATUS_LABELS } from './flow-labels'
import { FunnelFrame, useSignedOut } from './FunnelFrame'
import { productsPathOf } from './checkout-paths'
import { Redirect } from '../ui/Redirect'

/** `/result`: every group has been through its journey; how each ended. */
export function ResultPage() {
  usePageTitle(msg`Resultaat`)
  const signedOut = useSignedOut()
  const { t, i18n } = useLingui()
  const checkout = useCheckoutActor()
  const atResult = useSelector(checkout, (s) => s.matches('result'))
  const outcomes = useSelector(checkout, (s) => s.context.outcomes)
  const mode = useSelector(checkout, (s) => s.context.mode)
  if (signedOut) return <Redirect to="/welcome" />
  if (!atResult) return <Redirect to={productsPathOf(mode)} />
  return (
    <FunnelFrame withCart={false}>
      <Stack gap="lg" maw={720} data-testid="result">
        <Title order={1}>{t`Alle stappen zijn doorlopen`}</Title>
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {outcomes.map((outcome, i) => (
            <Paper
              component="li"
              key={`${outcome.flow}-${i}`}
              withBorder
              radius="md"
              p="md"
              data-testid="outcome"
            >
              <Group justify="space-between">
                <Text fw={600}>{i18n._(FLOW_LABELS[outcome.flow])}</Text>
                <Badge variant="light" color={outcome.status === 'done' ? 'green' : 'gray'}>
                  {i18n._(STATUS_LABELS[outcome.status])}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => checkout.send({ type: 'user.cancel' })}>
          {t`Terug naar de verzekeringen`}
        </Button>
      </Stack>
    </FunnelFrame>
  )
}
