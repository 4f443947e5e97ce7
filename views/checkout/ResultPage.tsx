import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { GroupOutcome, ProductOutcome } from '../../machines/checkout/checkout.types'
import type { NotTakenOut, ProductResult } from '../../machines/journey-protocol'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { usePartner } from '../partner/use-partner'
import { telHref } from '../partner/support-links'
import { backToPartnerUrl } from '../partner/back-to-partner'
import { useCheckoutActor } from '../platform/use-checkout'
import { Busy, FunnelFrame, useSignedOut } from '../funnel/FunnelFrame'
import { FirstPayment } from './FirstPayment'
import { NOT_TAKEN_OUT_TEXTS, OUTCOME_TEXTS, PRODUCT_LABELS } from './outcome-texts'
import { refusalText } from './refusal-texts'
import classes from './result.module.css'

const INSURED: readonly ProductResult[] = ['insured', 'partially_insured']
const NOT_TAKEN_OUT: readonly ProductResult[] = ['skipped', 'refused', 'notTakenOut']
const isNotTakenOut = (result: ProductResult): result is NotTakenOut => NOT_TAKEN_OUT.includes(result)
/** Cover is claimed only with a policy number behind it (issue 17 item 1). */
const isCovered = (product: ProductOutcome) => INSURED.includes(product.outcome) && !!product.policy_number

/**
 * `/result`: every group has been through its journey. The headline says what was taken out, then each
 * product with its own outcome (forms §4 completion outcomes), and what to do with those not taken out.
 */
export function ResultPage() {
  usePageTitle(msg`Resultaat`)
  const signedOut = useSignedOut()
  const { t } = useLingui()
  const checkout = useCheckoutActor()
  const atResult = useSelector(checkout, (s) => s.matches('result'))
  const outcomes = useSelector(checkout, (s) => s.context.outcomes)
  const partner = usePartner()
  // Not at the result (or signed out): the app's follower is taking the customer where the journey is.
  if (signedOut || !atResult)
    return (
      <FunnelFrame withCart={false}>
        <Busy />
      </FunnelFrame>
    )
  const decided = outcomes.flatMap((o) => (o.outcome ? [o.outcome] : []))
  const needsAdvisor = decided.includes('hard_drop_out')
  const products = outcomes.flatMap((o) => o.products)
  const covered = products.filter(isCovered).length
  const headline =
    covered === 0
      ? t`Er is niets afgesloten`
      : covered < products.length
        ? t`Een deel van je verzekeringen is afgesloten`
        : covered === 1
          ? t`Je verzekering is afgesloten`
          : t`Je verzekeringen zijn afgesloten`
  const leftInCart = products.some((p) => !isCovered(p))
  // The bank partner's return target (entry returnURL when accepted, else its configured one).
  const backToPartner = backToPartnerUrl(partner)
  const partnerName = partner.name
  return (
    <FunnelFrame withCart={false}>
      <div className={classes.page}>
        {/* Celebrates only cover with a policy number behind it, never a result with nothing taken out. */}
        {covered > 0 && <Graphic name="confetti" className={classes.confetti} />}
        <Stack gap="lg" maw={720} data-testid="result" className={classes.content}>
          <Title order={1} className={classes.headline}>
            {headline}
          </Title>
          <Text>{t`Hieronder zie je per verzekering wat er is gebeurd.`}</Text>
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {outcomes.map((outcome, i) => (
              <GroupResult key={`${outcome.flow}-${i}`} outcome={outcome} />
            ))}
          </Stack>
          {covered > 0 && (
            <Stack gap="xs" align="flex-start" data-testid="policy-mail-note">
              <Text>
                {t`Je ontvangt je polisblad per e-mail. Je vindt je verzekeringen en documenten ook bij Mijn verzekeringen.`}
              </Text>
              <Button component={Link} to="/user/policies" variant="light">
                {t`Mijn verzekeringen`}
              </Button>
            </Stack>
          )}
          {needsAdvisor && <AdvisorContact />}
          {leftInCart && (
            <Text data-testid="still-in-cart">
              {t`Wat niet is afgesloten, staat nog in je winkelwagen. Wil je het later alsnog afsluiten? Ga naar de verzekeringen en kies Verder in je winkelwagen.`}
            </Text>
          )}
          <Group gap="sm">
            <Button
              onClick={() => checkout.send({ type: 'user.cancel' })}
            >{t`Terug naar de verzekeringen`}</Button>
            {backToPartner && (
              <Button
                component="a"
                href={backToPartner}
                variant="default"
                data-testid="result-back-to-partner"
              >
                {t`Terug naar ${partnerName}`}
              </Button>
            )}
          </Group>
        </Stack>
      </div>
    </FunnelFrame>
  )
}

/** What a group's card says: the server's outcome when it decided one, else why nothing was taken out. */
function groupText({ outcome, products }: GroupOutcome) {
  if (outcome) return OUTCOME_TEXTS[outcome]
  const notTaken = products.map((p) => p.outcome).find(isNotTakenOut)
  return NOT_TAKEN_OUT_TEXTS[notTaken ?? 'skipped']
}

function GroupResult({ outcome }: { outcome: GroupOutcome }) {
  const { t, i18n } = useLingui()
  const text = groupText(outcome)
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="outcome"
      data-outcome={outcome.outcome ?? outcome.products[0]?.outcome ?? ''}
    >
      <Stack gap="xs">
        <Title order={2} size="h3">
          {i18n._(text.title)}
        </Title>
        <Text>{i18n._(text.body)}</Text>
        {outcome.invoiceId !== null && <FirstPayment invoiceId={outcome.invoiceId} />}
        {outcome.products.length > 0 && (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {outcome.products.map((product) => {
              const number = product.policy_number
              const covered = isCovered(product)
              // An insured outcome without a policy behind it claims nothing.
              const label = INSURED.includes(product.outcome) && !covered ? 'notTakenOut' : product.outcome
              return (
                <Group
                  component="li"
                  key={product.product}
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  data-testid="product-outcome"
                  data-result={label}
                >
                  <div>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {product.product_name}
                    </Text>
                    {covered && (
                      <Text size="sm" c="var(--partner-text-muted)">
                        {t`Polisnummer ${number}`}
                      </Text>
                    )}
                    {product.outcome === 'refused' && (
                      <Text size="sm" data-testid="refusal" data-code={product.refusal ?? ''}>
                        {i18n._(refusalText(product.refusal))}
                      </Text>
                    )}
                  </div>
                  <Group gap="sm">
                    <Badge variant="light" color={covered ? 'green' : 'gray'}>
                      {i18n._(PRODUCT_LABELS[label])}
                    </Badge>
                    {covered && (
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
