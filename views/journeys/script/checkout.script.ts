import { msg } from '@lingui/core/macro'
import type { CartItem } from '../../../api/contract/cart'
import { ONE_OF_EACH } from '../../../machines/checkout/checkout.journey'
import { defineScript, type EventCase, type EventScript } from './types'
import { heading } from './targets'

type Flow = keyof typeof ONE_OF_EACH

/** Each group's product as the products page names it (the chart's sample carts, one of each group). */
const ON_SCREEN: Record<Flow, string> = {
  car: 'Zakelijke autoverzekering',
  consumer: 'Inboedelverzekering',
  aov: 'Arbeidsongeschiktheidsverzekering',
  normal: 'Elektronicaverzekering',
}
/** In the premium calculator (a web developer's products): the calculated cart's first and second product. */
const IN_CALCULATOR: Record<Flow, string> = {
  car: 'Bedrijfsaansprakelijkheidsverzekering',
  consumer: 'Beroepsaansprakelijkheidsverzekering',
  aov: 'Arbeidsongeschiktheidsverzekering',
  normal: 'Elektronicaverzekering',
}

const flowOfId = (id: unknown): Flow =>
  (Object.keys(ONE_OF_EACH) as Flow[]).find((flow) => ONE_OF_EACH[flow].id === id) ?? 'normal'
const flowOfItem = (item: CartItem): Flow => flowOfId(item.insurance_product.id)
const preparedItems = (event: EventCase) => (event.output as { items?: CartItem[] } | undefined)?.items ?? []

/** The products the path's first prepared checkout holds (its cart), as the products page names them. */
function cartOf(path: readonly EventCase[], names: Record<Flow, string>) {
  const prepared = path.find((e) => e.type === 'xstate.done.actor.prepareCheckout')
  const items = prepared ? preparedItems(prepared) : []
  // A path whose preparation is refused (the cart found empty) starts from a cart with a device.
  return items.length ? items.map((item) => names[flowOfItem(item)]) : [names.normal]
}

const statusOf = (event: EventCase) => (event.output as { status?: string } | undefined)?.status

const crash = msg`een journey die vastloopt (een fout in de app zelf) kan niemand op het scherm veroorzaken of afdwingen; de machinetest (test/machines/checkout.machine.test.ts) dekt deze uitkomst`

/**
 * The checkout (machines/checkout; core §4): the cart's Verder prepares the checkout, the cart is
 * grouped and each group is taken out by its own journey, walked in the browser to its end.
 */
export const checkoutScript = defineScript({
  journey: 'checkout',
  title: msg`Afsluiten: de groepen verzekeringen na elkaar`,
  about: msg`De klant klikt in de winkelwagen op Verder. De verzekeringen worden in groepen na elkaar afgesloten: eerst de auto, dan wonen, dan de arbeidsongeschiktheidsverzekering, dan de rest, elk met de eigen stappen. Met meer dan één groep legt een pagina dat eerst uit. Aan het eind het resultaat. In de premiecalculator wordt alleen de premie berekend.`,
  setup: (_input, path) => {
    const first = path[0]
    // A csc link signs a new customer in: the cart then holds its income protection only.
    const prepared = path.find((e) => e.type === 'xstate.done.actor.prepareCheckout')
    if (
      first?.type === 'entry.csc' &&
      prepared &&
      preparedItems(prepared).some((i) => flowOfItem(i) !== 'aov')
    )
      return {
        act: [],
        impossible: msg`een csc-inloglink logt een nieuwe klant in: in de winkelwagen staat dan alleen de arbeidsongeschiktheidsverzekering`,
      }
    if (first?.type === 'entry.csc')
      return {
        act: [
          {
            call: 'cartOnProducts',
            args: { products: [] },
            does: msg`Een nieuwe klant (timmerman) is ingelogd en staat bij de verzekeringen, met een lege winkelwagen`,
          },
        ],
      }
    if (first?.type === 'cart.continue' && first.mode === 'calculator') {
      const products = cartOf(path, IN_CALCULATOR)
      return {
        act: [
          {
            call: 'startCalculator',
            args: { products, stay: true },
            does: msg`Een webdeveloper komt via de ondertekende link van de partner in de premiecalculator en legt ${products.join(', ')} in de winkelwagen`,
          },
        ],
      }
    }
    const products = cartOf(path, ON_SCREEN)
    return {
      act: [
        {
          call: 'cartOnProducts',
          args: { products },
          does: msg`Een nieuwe klant (timmerman) legt ${products.join(', ')} in de winkelwagen en staat bij de verzekeringen`,
        },
      ],
    }
  },
  states: {
    'checkout.idle': {
      says: msg`De klant kiest verzekeringen; Verder in de winkelwagen begint het afsluiten`,
      see: heading(msg`Verzekeringen voor jou`),
    },
    'checkout.addingProduct': {
      says: msg`De verzekering uit de inloglink gaat in de winkelwagen (stond die er al in, dan is dat goed)`,
    },
    'checkout.preparing': {
      says: msg`De server bereidt het afsluiten voor en geeft de winkelwagen zoals die is`,
    },
    'checkout.routing': { says: msg`De winkelwagen wordt in groepen verdeeld` },
    'checkout.disclaimer': {
      says: msg`Meer dan één groep: de klant leest dat de verzekeringen in stappen worden afgesloten, in welke volgorde`,
      see: heading(msg`Je verzekeringen sluit je in stappen af`),
    },
    'checkout.calculator': {
      says: msg`De premiecalculator berekent de premie van de hele winkelwagen; hier wordt niets afgesloten`,
      see: { role: 'button', name: msg`Terug naar de verzekeringen`, exact: true },
    },
    'checkout.nextGroup': { says: msg`De volgende groep is aan de beurt, of alle groepen zijn klaar` },
    'checkout.settingCart': {
      says: msg`De verzekeringen van de groep worden op de server klaargezet om af te sluiten`,
    },
    'checkout.journey': { says: msg`De groep wordt afgesloten met de eigen stappen` },
    'checkout.journey.choosing': { says: msg`De stappen van de groep worden gekozen` },
    'checkout.journey.car': {
      says: msg`De autoverzekering: kenteken, premie, dekking, gegevens en afsluiten`,
      see: heading(msg`Bereken je autopremie`),
    },
    'checkout.journey.consumer': {
      says: msg`Wonen: vragen over de woning, premie, gegevens en afsluiten`,
      see: heading(msg`Over je woning`),
    },
    'checkout.journey.aov': {
      says: msg`De arbeidsongeschiktheidsverzekering: kennistoets, gezondheid, premie, gegevens en afsluiten`,
      see: heading(msg`Kennistoets`),
    },
    'checkout.journey.normal': {
      says: msg`De gewone route: vragen, bij een apparaat de gegevens ervan, dan de gegevens en afsluiten`,
      see: heading(msg`Welk apparaat wil je verzekeren?`),
    },
    'checkout.failed': {
      says: msg`Een groep kon niet worden afgerond: de klant kan het opnieuw proberen of stoppen`,
      see: heading(msg`Dit onderdeel kon niet worden afgerond`),
    },
    'checkout.result': {
      says: msg`Het resultaat: per verzekering wat er is gebeurd`,
      see: { role: 'text', name: msg`Hieronder zie je per verzekering wat er is gebeurd.` },
    },
    'checkout.clearing': { says: msg`Het afsluiten wordt gestopt: de server maakt de afsluitwagen leeg` },
  },
  eventTypes: {
    'cart.continue': msg`Klikt op Verder in de winkelwagen`,
    'entry.csc': msg`Opent een inloglink voor de arbeidsongeschiktheidsverzekering`,
    'cart.itemRemoved': msg`Verwijdert een verzekering uit de winkelwagen`,
    'user.acceptDisclaimer': msg`Klikt op Begrepen, verder`,
    'user.retry': msg`Klikt op Opnieuw proberen`,
    'user.cancel': msg`Stopt het afsluiten`,
    'xstate.done.actor.addProduct': msg`In de winkelwagen`,
    'xstate.error.actor.addProduct': msg`Toevoegen geweigerd`,
    'xstate.done.actor.prepareCheckout': msg`Voorbereid`,
    'xstate.error.actor.prepareCheckout': msg`Voorbereiden geweigerd`,
    'xstate.done.actor.setCheckoutCart': msg`Groep klaargezet`,
    'xstate.error.actor.setCheckoutCart': msg`Klaarzetten mislukt`,
    'xstate.done.actor.journey': msg`Groep klaar`,
    'xstate.error.actor.journey': msg`Groep vastgelopen`,
    'xstate.done.actor.calculator': msg`Calculator klaar`,
    'xstate.error.actor.calculator': msg`Calculator vastgelopen`,
    'xstate.done.actor.clearCheckoutCart': msg`Afsluitwagen leeg`,
    'xstate.error.actor.clearCheckoutCart': msg`Leegmaken mislukt`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'cart.continue':
        return {
          does:
            event.mode === 'calculator'
              ? msg`De klant klikt op Verder in de winkelwagen van de premiecalculator`
              : msg`De klant klikt op Verder in de winkelwagen`,
          act: [{ call: 'continueFromCart', does: msg`De klant klikt op Verder in de winkelwagen` }],
          dataLayer: ['begin_checkout'],
        }
      case 'entry.csc':
        return {
          does: msg`De klant opent een inloglink van de partner voor de arbeidsongeschiktheidsverzekering (csc)`,
          act: [
            {
              call: 'openCscLink',
              does: msg`De klant opent de ondertekende inloglink met de arbeidsongeschiktheidsverzekering`,
            },
          ],
        }
      case 'cart.itemRemoved': {
        const flow = flowOfId(event.id)
        const product = ON_SCREEN[flow]
        const calculator = IN_CALCULATOR[flow]
        return {
          does:
            product === calculator
              ? msg`De klant verwijdert de ${product} uit de winkelwagen en bevestigt`
              : msg`De klant verwijdert de ${product} uit de winkelwagen en bevestigt (in de premiecalculator: de ${calculator})`,
          act: [
            {
              call: 'deleteFromCart',
              args: { product, calculator },
              does: msg`De klant klikt bij de verzekering op verwijderen en dan op Verwijderen (vanaf het resultaat via het menu naar de verzekeringen en terug)`,
            },
          ],
          dataLayer: ['remove_from_cart'],
        }
      }
      case 'user.acceptDisclaimer':
        return {
          does: msg`De klant klikt op Begrepen, verder`,
          act: [{ click: { role: 'button', name: msg`Begrepen, verder`, exact: true } }],
        }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: { role: 'button', name: msg`Opnieuw proberen`, exact: true } }],
        }
      case 'user.cancel':
        return {
          does: msg`De klant klikt op Terug naar de verzekeringen (op het resultaat of de uitleg) of Stoppen (na een fout)`,
          act: [{ call: 'stopCheckout', does: msg`De klant klikt op de knop die het afsluiten stopt` }],
        }
      case 'xstate.done.actor.addProduct':
        return { does: msg`De arbeidsongeschiktheidsverzekering gaat in de winkelwagen` }
      case 'xstate.error.actor.addProduct':
        return (event.error as { reason?: string } | undefined)?.reason === 'already_in_cart'
          ? {
              does: msg`De verzekering stond al in de winkelwagen: het afsluiten gaat door`,
              force: {
                route: 'cartAdd',
                status: 400,
                body: { code: 'validation_error', non_field_errors: ['already_in_cart'] },
              },
            }
          : {
              does: msg`Toevoegen aan de winkelwagen mislukt: de klant blijft bij de verzekeringen`,
              force: { route: 'cartAdd', status: 503 },
            }
      case 'xstate.done.actor.prepareCheckout': {
        const items = preparedItems(event)
        return items.length
          ? {
              does: msg`De server bereidt het afsluiten voor; in de winkelwagen: ${items.map((i) => ON_SCREEN[flowOfItem(i)]).join(', ')}`,
            }
          : {
              does: msg`De server bereidt het afsluiten voor; de winkelwagen is leeg`,
              impossible: msg`met een lege winkelwagen is Verder uitgeschakeld; alleen een ander tabblad kan de winkelwagen intussen legen`,
            }
      }
      case 'xstate.error.actor.prepareCheckout':
        return {
          does: msg`De server weigert: de winkelwagen is leeg`,
          force: {
            route: 'prepareCheckout',
            status: 400,
            body: { code: 'validation_error', non_field_errors: ['cart_empty'] },
          },
        }
      case 'xstate.done.actor.setCheckoutCart':
        return { does: msg`De server zet de groep klaar om af te sluiten` }
      case 'xstate.error.actor.setCheckoutCart':
        return {
          does: msg`Het klaarzetten van de groep mislukt (de server is even niet bereikbaar)`,
          force: { route: 'checkoutCartSet', status: 503 },
        }
      case 'xstate.done.actor.journey':
        return journeyDone(statusOf(event))
      case 'xstate.error.actor.journey':
        return { does: msg`De stappen van de groep lopen vast`, impossible: crash }
      case 'xstate.done.actor.calculator':
        return statusOf(event) === 'takeOut'
          ? {
              does: msg`De klant beantwoordt de vragen van de calculator en klikt op Verzekeringen afsluiten`,
              act: [
                { call: 'answerCalculator', does: msg`De klant beantwoordt de vragen van de calculator` },
                { click: { role: 'button', name: msg`Verzekeringen afsluiten`, exact: true } },
              ],
            }
          : {
              does: msg`De klant klikt in de calculator op Terug naar de verzekeringen`,
              act: [{ click: { role: 'button', name: msg`Terug naar de verzekeringen`, exact: true } }],
            }
      case 'xstate.error.actor.calculator':
        return { does: msg`De premiecalculator loopt vast`, impossible: crash }
      case 'xstate.done.actor.clearCheckoutCart':
        return { does: msg`De server maakt de afsluitwagen leeg: terug bij de verzekeringen` }
      default:
        return {
          does: msg`Het leegmaken van de afsluitwagen mislukt: terug bij de verzekeringen, met een melding`,
          force: { route: 'checkoutCartClear', status: 503 },
        }
    }
  },
})

/**
 * How a group's journey ended, walked in the browser: the step names the group's own walk (the drive
 * looks at which group's first screen shows). No group journey ends `failed` (a crash is its error).
 */
function journeyDone(status: string | undefined): EventScript {
  if (status === 'left')
    return {
      does: msg`De verzekeraar weigert de auto of de woning; de klant klikt op Terug naar het overzicht: het afsluiten stopt`,
      act: [
        {
          call: 'leaveGroup',
          does: msg`De klant vult gegevens in die de verzekeraar weigert en klikt op Terug naar het overzicht`,
        },
      ],
    }
  if (status === 'dropOut')
    return {
      does: msg`De klant slaat de groep over (Deze verzekering overslaan): niets afgesloten`,
      act: [
        {
          call: 'skipGroupJourney',
          does: msg`De klant doorloopt de stappen van de groep en slaat de verzekering over op de formulieren`,
        },
      ],
    }
  return {
    does: msg`De klant doorloopt de stappen van de groep en sluit de verzekering af`,
    act: [{ call: 'takeOutGroup', does: msg`De klant doorloopt de stappen van de groep en sluit af` }],
    dataLayer: ['add_payment_info', 'purchase'],
  }
}
