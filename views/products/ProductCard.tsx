import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Accordion, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getPresetPrices } from '../../api/client/products'
import type { InsuranceProduct } from '../../api/contract/products'
import { formatPrice } from '../../i18n/format'
import { useAppDeps } from '../platform/deps'
import { hyphenate } from '../ui/hyphenate'
import { CheckIcon } from '../ui/icons'
import classes from './products.module.css'

const PRESETS: Record<string, MessageDescriptor> = {
  short: msg`Basis`,
  medium: msg`Standaard`,
  large: msg`Uitgebreid`,
}

export interface ProductCardProps {
  product: InsuranceProduct
  inCart: boolean
  adding: boolean
  /** The only product: its questions are open from the start. */
  single: boolean
  onAdd: (product: InsuranceProduct) => void
  onOpenFaq: (product: InsuranceProduct) => void
}

/** One available insurance: what it covers, its monthly price, its FAQ and the add button. */
export function ProductCard({ product, inCart, adding, single, onAdd, onOpenFaq }: ProductCardProps) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const presets = useQuery({
    queryKey: ['preset-prices', i18n.locale, product.id],
    queryFn: ({ signal }) => getPresetPrices(http, product.id, signal).then((r) => r.result),
    enabled: product.type === 'aov',
    staleTime: 60_000,
  })
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
          {presets.data && presets.data.length > 0 && (
            <dl className={classes.presets} aria-label={t`Premie per dekking`}>
              {presets.data.map((p) => (
                <div key={p.preset}>
                  <dt>{i18n._(PRESETS[p.preset]!)}</dt>
                  <dd>{formatPrice(Number(p.price), p.price_currency, i18n.locale)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {product.faq.length > 0 && (
          <Accordion
            variant="separated"
            defaultValue={single ? ['0'] : []}
            multiple
            onChange={(open) => open.length > 0 && onOpenFaq(product)}
            className={classes.faq}
          >
            {product.faq.map((entry, i) => (
              <Accordion.Item key={entry.question} value={String(i)}>
                <Accordion.Control>{entry.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{entry.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
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
}
