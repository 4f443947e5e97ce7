import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { memo } from 'react'
import type { InsuranceProduct } from '../../api/contract/products'
import { formatPrice } from '../../i18n/format'
import { presetPricesQuery } from '../cart/cart-query'
import { PRESET_LABELS } from '../cart/presets'
import { useAppDeps } from '../platform/deps'
import { hyphenate } from '../ui/hyphenate'
import { CheckIcon, ChevronDownIcon } from '../ui/icons'
import classes from './products.module.css'

export interface ProductCardProps {
  product: InsuranceProduct
  inCart: boolean
  adding: boolean
  /** The only product: its questions are open from the start. */
  single: boolean
  /** Its place in the list (analytics). */
  index: number
  onAdd: (product: InsuranceProduct) => void
  onOpenFaq: (product: InsuranceProduct, index: number) => void
}

/**
 * One available insurance: what it covers, its monthly price, its FAQ and the add button. Memoised: a
 * click on one card (adding, the cart's answer) renders that card again, not all of them (issue 26).
 */
export const ProductCard = memo(function ProductCard({
  product,
  inCart,
  adding,
  single,
  index,
  onAdd,
  onOpenFaq,
}: ProductCardProps) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const presets = useQuery(presetPricesQuery(http, i18n.locale, product.id, product.type === 'aov'))
  // The presets, priced as the premium page prices them, and what the price above them is for.
  const priced = presets.data && presets.data.result.length > 0 ? presets.data : null
  const current = priced?.current ?? null
  const currentName = current && current !== 'own' ? i18n._(PRESET_LABELS[current]) : null
  const age = priced?.age
  const owned = product.active_policies > 0
  const titleId = `product-${product.id}`
  const name = product.name

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="lg"
      className={classes.card}
      aria-labelledby={titleId}
      data-testid="product-card"
      data-product-type={product.type}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {hyphenate(product.name)}
          </Title>
          {owned && (
            <Badge variant="light" color="green" className={classes.owned} data-testid="owned-badge">
              {t`Al verzekerd`}
            </Badge>
          )}
        </Group>
        <Text size="sm">{product.description}</Text>
        <div>
          {product.price === null ? (
            <Text fw={600}>{t`Je premie berekenen we in de volgende stap`}</Text>
          ) : (
            <Text>
              <Text span fw={700} size="xl" data-testid="product-price">
                {formatPrice(Number(product.price), product.price_currency, i18n.locale)}
              </Text>{' '}
              <Text span size="sm" c="var(--partner-text-muted)">
                {t`per maand, incl. assurantiebelasting`}
              </Text>
            </Text>
          )}
          {priced && current && (
            <Text size="sm" data-testid="price-cover">
              {current === 'own'
                ? t`Je keuze: eigen samenstelling`
                : inCart
                  ? t`Je keuze: pakket ${currentName}`
                  : t`Pakket ${currentName}`}
            </Text>
          )}
          {priced && (
            <dl className={classes.presets} aria-label={t`Premie per pakket`}>
              {priced.result.map((p) => (
                <div key={p.preset} data-preset={p.preset} data-current={p.preset === current || undefined}>
                  <dt>{i18n._(PRESET_LABELS[p.preset])}</dt>
                  <dd>{formatPrice(Number(p.price), p.price_currency, i18n.locale)}</dd>
                </div>
              ))}
            </dl>
          )}
          {priced && !priced.age_known && (
            <Text size="xs" c="var(--partner-text-muted)" mt={4} data-testid="example-age">
              {t`Premies voor iemand van ${age} jaar. Jouw premie hangt af van je leeftijd.`}
            </Text>
          )}
        </div>
        {product.faq.length > 0 && (
          <ProductFaq faq={product.faq} openFirst={single} onOpen={() => onOpenFaq(product, index)} />
        )}
        <div className={classes.actions}>
          {owned ? (
            <Button variant="light" leftSection={<CheckIcon size={18} />} disabled fullWidth>
              {t`Je bent hiermee verzekerd`}
            </Button>
          ) : inCart ? (
            <Button variant="light" leftSection={<CheckIcon size={18} />} disabled fullWidth>
              {t`In je winkelwagen`}
            </Button>
          ) : (
            <Button
              fullWidth
              loading={adding}
              onClick={() => onAdd(product)}
              aria-label={t`${name} toevoegen aan winkelwagen`}
            >
              {t`Toevoegen`}
            </Button>
          )}
        </div>
      </Stack>
    </Paper>
  )
})

/**
 * The product's questions, each a native disclosure (`details`/`summary`) drawn as Mantine's separated
 * Accordion (products.module.css `.faq`). A products page shows a few dozen of them, and as Accordion
 * items each was a Collapse with its transition hooks, rendered again with every card: that render
 * lengthened the step to the products page and every add to the cart (issue 26). The browser opens and
 * closes them, with the keyboard too, and tells a screen reader whether one is open. `onOpen` when the
 * customer opens one (a click, Enter or Space on its question), not for the one open from the start.
 */
export function ProductFaq({
  faq,
  openFirst,
  onOpen,
}: {
  faq: InsuranceProduct['faq']
  openFirst: boolean
  onOpen: () => void
}) {
  return (
    <div className={classes.faq}>
      {faq.map((entry, i) => (
        <details key={entry.question} open={openFirst && i === 0 ? true : undefined}>
          <summary
            onClick={(event) => {
              if (!(event.currentTarget.parentElement as HTMLDetailsElement).open) onOpen()
            }}
          >
            <span>{entry.question}</span>
            <ChevronDownIcon size={16} />
          </summary>
          <Text size="sm" className={classes.answer}>
            {entry.answer}
          </Text>
        </details>
      ))}
    </div>
  )
}
