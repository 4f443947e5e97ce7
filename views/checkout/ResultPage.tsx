import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Outcome } from '../../api/contract/checkout-forms'
import type { GroupOutcome } from '../../machines/checkout/checkout.types'
import { usePageTitle } from '../layout/page-title'
import { usePartner } from '../partner/use-partner'
import { telHref } from '../partner/support-links'
import { useCheckoutActor } from '../platform/use-checkout'
import { FLOW_LABELS, STATUS_LABELS } from '../funnel/flow-labels'
import { Busy, FunnelFrame, useSignedOut } from '../funnel/FunnelFrame'
import { FirstPayment } from './FirstPayment'
import { OUTCOME_LABELS, OUTCOME_TEXTS } from './outcome-texts'

const INSURED: readonly Outcome[] = ['insured', 'partially_insured']

/** `/result`: every group has been through its journey; how each ended (forms §4 completion outcomes). */
export function ResultPage() {
  usePageTitle(msg`Resultaat`)
  const signedOut = useSignedOut()
  const { t } = useLingui()
  const checkout = useCheckoutActor()
  const atResult = useSelector(checkout, (s) => s.matches('result'))
  const outcomes = useSelector(checkout, (s) => s.context.outcomes)
  // Not at the result (or signed out): the app's follower is taking the customer where the journey is.
  if (signedOut || !atResult)
    return (
      <FunnelFrame withCart={false}>
        <Busy />
      </FunnelFrame>
    )
  const decided = outcomes.flatMap((o) => (o.outcome ? [o.outcome] : []))
  const needsAdvisor = decided.includes('hard_drop_out')
  return (
    <FunnelFrame withCart={false}>
      <Stack gap="lg" maw={720} data-testid="result">
        <Title order={1}>{t`Alle stappen zijn doorlopen`}</Title>
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {outcomes.map((outcome, i) => (
            <GroupResult key={`${outcome.flow}-${i}`} outcome={outcome} />
          ))}
        </Stack>
        {needsAdvisor && <AdvisorContact />}
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => checkout.send({ type: 'user.cancel' })}>
          {t`Terug naar de verzekeringen`}
        </Button>
      </Stack>
    </FunnelFrame>
  )
}

function GroupResult({ outcome }: { outcome: GroupOutcome }) {
  const { t, i18n } = useLingui()
  const text = outcome.outcome ? OUTCOME_TEXTS[outcome.outcome] : null
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="outcome"
      data-outcome={outcome.outcome ?? ''}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{i18n._(FLOW_LABELS[outcome.flow])}</Text>
          <Badge variant="light" color={outcome.status === 'done' ? 'green' : 'gray'}>
            {i18n._(STATUS_LABELS[outcome.status])}
          </Badge>
        </Group>
        {text && (
          <>
            <Title order={2} size="h3">
              {i18n._(text.title)}
            </Title>
            <Text>{i18n._(text.body)}</Text>
          </>
        )}
        {outcome.invoiceId !== null && <FirstPayment invoiceId={outcome.invoiceId} />}
        {outcome.products.length > 0 && (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {outcome.products.map((product) => {
              const number = product.policy_number
              return (
                <Group component="li" key={product.product} justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text>{product.product_name}</Text>
                    {number && (
                      <Text size="sm" c="var(--partner-text-muted)">
                        {t`Polisnummer ${number}`}
                      </Text>
                    )}
                  </div>
                  <Group gap="sm">
                    <Badge variant="outline">{i18n._(OUTCOME_LABELS[product.outcome])}</Badge>
                    {INSURED.includes(product.outcome) && (
                      <Anchor
                        size="sm"
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/survey/$slug/$productId/$"
                            params={{
                              slug: 'purchase-policy',
                              productId: String(product.product),
                              _splat: '',
                            }}
                          />
                        )}
                      >
                        {t`Hoe ging het afsluiten?`}
                      </Anchor>
                    )}
                  </Group>
                </Group>
              )
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

/** A hard drop-out: an advisor is needed (forms §4, §8); how to reach one now. */
function AdvisorContact() {
  const { t } = useLingui()
  const { support_phone_number: phone, support_email: email } = usePartner()
  return (
    <Paper withBorder radius="md" p="md" data-testid="advisor">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t`Liever nu al met een adviseur praten?`}
        </Title>
        <Text>{t`Onze adviseurs zijn bereikbaar van maandag tot en met vrijdag van 09:00 tot 17:00.`}</Text>
        <Group gap="md">
          {phone && <Anchor href={telHref(phone)}>{phone}</Anchor>}
          {email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}
        </Group>
      </Stack>
    </Paper>
  )
}
