import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useEffect, useState } from 'react'
import { hasSingleProduct, isProductsAvailable, type InsuranceProduct } from '../../api/contract/products'
import { flowModeOf } from '../platform/flow-mode'
import { ecommerce, track } from '../analytics/data-layer'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { productsQuery } from '../cart/cart-query'
import { useCart } from '../cart/use-cart'
import { professionPathOf } from '../platform/checkout-paths'
import { FunnelFrame } from '../funnel/FunnelFrame'
import { choosesProfessionFirst } from '../funnel/funnel-guard'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { usePartner } from '../partner/use-partner'
import { SupportLinks } from '../partner/SupportLinks'
import { LoadFailed } from '../ui/LoadFailed'
import { askQuestionsAhead } from '../cart/questions-ahead'
import { ProductCard } from './ProductCard'
import classes from './products.module.css'

/** The cards painted with the page: the first row. The rest render just after it (see `shown`). */
const FIRST_ROW = 2

const LIST = { item_list_id: 'available_products', item_list_name: 'Available insurances' }

const openFaq = (product: InsuranceProduct, index: number) =>
  track('select_item', ecommerce([product], { ...LIST, index }))

/** `/products/available-products` (forms §2): the insurances the user's profession may buy. */
export function AvailableProductsPage() {
  usePageTitle(msg`Beschikbare verzekeringen`)
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { user, signedIn } = useAuth()
  const partner = usePartner()
  const location = useRouterState({ select: (s) => s.location })
  const mode = flowModeOf(location.pathname, location.search)
  const professionId = user?.profession?.id ?? null
  const professionName = user?.profession?.name
  const products = useQuery(productsQuery(http, i18n.locale, professionId, signedIn))
  const cart = useCart()
  const [adding, setAdding] = useState<number | null>(null)
  const inCart = new Set(cart.items.map((item) => item.insurance_product.id))

  useEffect(() => {
    if (products.data?.length) track('view_item_list', ecommerce(products.data, LIST))
  }, [products.data])
  // Continue in the cart starts with these products' questions: asked while this page is read.
  const cartProducts = cart.items.map((item) => item.insurance_product.id).join()
  useEffect(() => {
    if (cartProducts) askQuestionsAhead(http, cartProducts.split(',').map(Number))
  }, [http, cartProducts])

  // The same callbacks every render, so the cards (memoised) that did not change are not rendered again.
  const addToCart = cart.add
  const add = useCallback(
    async (product: InsuranceProduct) => {
      setAdding(product.id)
      await addToCart(product, LIST)
      setAdding(null)
    },
    [addToCart],
  )

  const list = products.data ?? []
  // The cards below the first row render in the background just after the page has painted: React
  // renders a deferred value in small slices. Rendering all of them in the click's task made one long
  // task that held the next screen back (issue 26); they are below the fold at either width.
  const shown = Math.max(useDeferredValue(list.length, 0), Math.min(list.length, FIRST_ROW))
  const professionPath = professionPathOf(mode)
  // The guard's rule holds while here too: a profession taken back (its save failed after this page
  // showed: profession/profession-effects.ts) sends the customer to choose one, as arriving would.
  const navigate = useNavigate()
  const professionFirst = choosesProfessionFirst(user, mode, partner)
  useEffect(() => {
    if (professionFirst) void navigate({ to: professionPath, search: location.search, replace: true })
  }, [professionFirst, navigate, professionPath, location.search])
  return (
    <FunnelFrame resetStep>
      <Stack gap="lg">
        <Stack gap={4} className={classes.intro}>
          {/* Points from the list to the cart beside it, where what is added goes. */}
          <Graphic name="arrow_half" className={classes.cartArrow} />
          <Title order={1}>{t`Verzekeringen voor jou`}</Title>
          {professionName && (
            <Text>
              <Trans>
                Passend bij je beroep <strong>{professionName}</strong>.
              </Trans>
              {!partner.hide_profession_page && (
                <>
                  {' '}
                  <Anchor component={Link} to={professionPath} underline="always">
                    {t`Ander beroep kiezen`}
                  </Anchor>
                </>
              )}
            </Text>
          )}
          <Text size="sm" c="var(--partner-text-muted)">
            {t`Alle premies zijn per maand, inclusief assurantiebelasting. Wij geven geen advies: je kiest zelf.`}
          </Text>
        </Stack>

        {products.isPending ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            role="status"
            aria-busy="true"
            aria-label={t`Verzekeringen laden`}
          >
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={220} radius="md" />
            ))}
          </SimpleGrid>
        ) : products.isError ? (
          <LoadFailed
            message={t`De verzekeringen konden niet worden geladen.`}
            onRetry={() => void products.refetch()}
          />
        ) : list.length === 0 ? (
          <Alert color="blue" data-testid="no-products">
            {professionName ? (
              <Stack gap="xs">
                <Text>{t`Voor je beroep kunnen we online (nog) geen verzekering aanbieden.`}</Text>
                {partner.hide_profession_page ? (
                  <SupportContact phone={partner.support_phone_number} email={partner.support_email} />
                ) : (
                  <Anchor component={Link} to={professionPath} underline="always">
                    {t`Ander beroep kiezen`}
                  </Anchor>
                )}
              </Stack>
            ) : (
              // No profession yet. Where the partner hides the profession page as a step (it sends the
              // profession with its own customers' login), someone who signed in by e-mail still needs
              // to choose one once: every insurance and its price depends on it.
              <Stack gap="sm" align="flex-start">
                <Text>{t`We weten je beroep nog niet, en welke verzekeringen je kunt afsluiten hangt daarvan af.`}</Text>
                <Button component={Link} to={professionPath}>
                  {t`Kies je beroep`}
                </Button>
              </Stack>
            )}
          </Alert>
        ) : (
          <>
            {!isProductsAvailable(list) && (
              <Alert color="green" data-testid="all-insured">
                <Trans>
                  Je hebt al deze verzekeringen. Je vindt ze bij{' '}
                  <Anchor component={Link} to="/user/policies" underline="always">
                    Mijn verzekeringen
                  </Anchor>
                  .
                </Trans>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: hasSingleProduct(list) ? 1 : 2 }} spacing="lg">
              {list.slice(0, shown).map((product, i) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  inCart={inCart.has(product.id)}
                  adding={adding === product.id}
                  single={hasSingleProduct(list)}
                  index={i}
                  onAdd={add}
                  onOpenFaq={openFaq}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </FunnelFrame>
  )
}

/** How to reach the partner's customer service, as links (a partner without the profession page). */
function SupportContact({ phone, email }: { phone: string | null; email: string | null }) {
  const { t } = useLingui()
  if (!phone && !email) return <Text size="sm">{t`Neem contact op met de klantenservice.`}</Text>
  return (
    <Text size="sm">
      {t`Neem contact op met de klantenservice:`} <SupportLinks phone={phone} email={email} />
    </Text>
  )
}
