import { msg } from '@lingui/core/macro'
import { defineScript, type EventCase, type EventScript } from './types'
import { button, heading } from './targets'

const bank = { role: 'dialog', name: msg`Betalen met iDEAL` } as const
/** The test bank's dialog, named after the method chosen (iDEAL or creditcard). */
const bankDialog = { role: 'dialog' } as const

const reasonOf = (event: EventCase) => (event.error as { reason?: string | null } | undefined)?.reason
const invalidLink = (event: EventCase) =>
  event.type === 'xstate.error.actor.loadReminder' && reasonOf(event) === 'invalid_reminder'
const paidAlready = (event: EventCase) =>
  event.type === 'xstate.done.actor.loadReminder' &&
  (event.output as { fulfilled?: boolean } | undefined)?.fulfilled === true

/** Stripe's form: the QA server pays through the local provider, whose bank page stands in for it. */
const stripeOnly = msg`Alleen met Stripe: de testserver betaalt via de lokale betaalprovider, die geen Stripe-formulier toont`

/** The payment reminder (machines/payment-reminder.machine.ts; core §2 `/invoice-reminder`, forms §2). */
export const paymentReminderScript = defineScript({
  journey: 'paymentReminder',
  title: msg`Betaalherinnering: een open factuur betalen met iDEAL of creditcard`,
  about: msg`De link uit de e-mail toont de factuur waarvan de automatische incasso mislukte, of zegt dat hij al betaald is of dat de link niet werkt. De klant kiest iDEAL of creditcard en betaalt: er wordt een betaling aangemaakt en de bank (lokaal) of het formulier van Stripe opent; het antwoord van de bank gaat door naar /payment/success. Lukt het aanmaken niet, dan volgt een waarschuwing; is de factuur intussen betaald, dan zegt de herinnering dat.`,
  setup: (input, path) => {
    // Once the bank has the answer the page goes on to the payment status at once: no one closes it then.
    if (path.some((e, i) => e.type === 'user.answerBank' && path[i + 1]?.type === 'user.close'))
      return {
        act: [],
        impossible: msg`na het antwoord aan de bank gaat de pagina meteen door naar de betaalstatus; de bank sluiten kan dan niet meer`,
      }
    if (!(input.value as { token?: string }).token) return { act: [{ goto: '/invoice-reminder' }] }
    if (path.some(invalidLink))
      return {
        act: [
          {
            call: 'openReminder',
            args: { broken: true },
            does: msg`De klant opent een betaallink die de server niet kent (verlopen of beschadigd)`,
          },
        ],
      }
    return {
      act: [
        {
          call: 'failedInvoice',
          does: msg`Een nieuwe klant sluit een bedrijfsaansprakelijkheidsverzekering af met een rekening waarvan de eerste incasso mislukt, en krijgt een betaalherinnering`,
        },
        ...(path.some(paidAlready)
          ? [
              {
                call: 'invoicePaid',
                does: msg`De factuur wordt intussen betaald (iDEAL, goedgekeurd bij de bank)`,
              },
            ]
          : []),
        { call: 'openReminder', does: msg`De klant opent de link uit de e-mail` },
      ],
    }
  },
  states: {
    'paymentReminder.start': { says: msg`De pagina kijkt of de link een code heeft` },
    'paymentReminder.loading': { says: msg`De factuur van de herinnering wordt geladen` },
    'paymentReminder.loadFailed': {
      says: msg`De factuur kon niet worden geladen: een waarschuwing en opnieuw proberen`,
      see: button(msg`Opnieuw proberen`),
    },
    'paymentReminder.invalidLink': {
      says: msg`De link werkt niet meer: gebruik de nieuwste e-mail of neem contact op`,
      see: heading(msg`Deze betaallink werkt niet meer`),
    },
    'paymentReminder.fulfilled': {
      says: msg`De factuur is al betaald: er hoeft niets meer te gebeuren`,
      see: heading(msg`Deze factuur is al betaald`),
    },
    'paymentReminder.open': {
      says: msg`De open factuur: het overzicht, iDEAL of creditcard, en de betaalknop`,
      see: heading(msg`Je factuur staat nog open`),
    },
    'paymentReminder.open.idle': { says: msg`De klant kiest hoe hij betaalt` },
    'paymentReminder.open.creating': { says: msg`De betaling wordt aangemaakt` },
    'paymentReminder.open.paying': { says: msg`De pagina kiest de bank of het formulier van Stripe` },
    'paymentReminder.open.bank': {
      says: msg`De testbank van deze omgeving: de klant keurt de betaling goed of weigert hem`,
      see: bank,
    },
    'paymentReminder.open.bank.asking': {
      says: msg`De bank vraagt om goedkeuring`,
      see: { ...button(msg`Betaling goedkeuren`), within: bankDialog },
    },
    'paymentReminder.open.bank.answering': { says: msg`Het antwoord gaat naar de bank` },
    'paymentReminder.open.card': { says: msg`Het formulier van Stripe voor de betaling` },
    'paymentReminder.open.card.loadingForm': { says: msg`Het formulier van Stripe wordt geladen` },
    'paymentReminder.open.card.ready': { says: msg`Het formulier van Stripe staat klaar` },
    'paymentReminder.open.card.confirming': { says: msg`Stripe bevestigt de betaling` },
    'paymentReminder.open.card.unavailable': {
      says: msg`Stripe laadt niet: een waarschuwing; sluiten en opnieuw proberen`,
    },
    'paymentReminder.answered': {
      says: msg`De bank heeft geantwoord: door naar de betaalstatus`,
    },
  },
  eventTypes: {
    'xstate.done.actor.loadReminder': msg`Factuur geladen`,
    'xstate.error.actor.loadReminder': msg`Factuur niet geladen`,
    'user.retry': msg`Probeert opnieuw`,
    'user.chooseMethod': msg`Kiest de betaalwijze`,
    'user.pay': msg`Klikt op betalen`,
    'xstate.done.actor.createPayment': msg`Betaling aangemaakt`,
    'xstate.error.actor.createPayment': msg`Betaling niet aangemaakt`,
    'user.answerBank': msg`Antwoordt de bank`,
    'xstate.done.actor.answerBank': msg`Bank neemt het antwoord aan`,
    'xstate.error.actor.answerBank': msg`Antwoord komt niet aan`,
    'user.close': msg`Sluit de bank of het formulier`,
    'xstate.done.actor.openCardForm': msg`Formulier van Stripe getoond`,
    'xstate.error.actor.openCardForm': msg`Stripe laadt niet`,
    'user.confirmCard': msg`Bevestigt bij Stripe`,
    'xstate.done.actor.confirmCard': msg`Stripe weigert`,
    'xstate.error.actor.confirmCard': msg`Bevestigen mislukt`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.loadReminder':
        return paidAlready(event)
          ? { does: msg`De server zegt: de factuur is al betaald` }
          : { does: msg`De server toont de open factuur` }
      case 'xstate.error.actor.loadReminder':
        return reasonOf(event)
          ? { does: msg`De server kent de link niet (verlopen, beschadigd of onvolledig)` }
          : {
              does: msg`Het laden komt niet aan (de server is even onbereikbaar, ook na twee nieuwe pogingen)`,
              force: { route: 'reminder', status: 503 },
            }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: button(msg`Opnieuw proberen`) }],
        }
      case 'user.chooseMethod':
        return {
          does: msg`De klant kiest Creditcard`,
          act: [{ check: { role: 'radio', name: msg`Creditcard`, exact: true } }],
        }
      case 'user.pay':
        return {
          does: msg`De klant klikt op ‘€ 60,98 betalen’`,
          act: [{ click: button(msg`€ 60,98 betalen`) }],
        }
      case 'xstate.done.actor.createPayment':
        return (event.output as { provider?: { kind?: string } }).provider?.kind === 'local'
          ? {
              does: msg`De server maakt de betaling aan; de testbank opent`,
              // The app pushes add_payment_info here (payment-reminder-effects.ts), but within
              // milliseconds of the click: the runtime counts it in the click's step, so it is not
              // listed until the runtime checks an outcome's events from the act that caused it.
            }
          : { does: msg`De server maakt de betaling aan bij Stripe`, impossible: stripeOnly }
      case 'xstate.error.actor.createPayment':
        return reasonOf(event) === 'invoice_already_paid'
          ? {
              does: msg`De server weigert: de factuur is intussen betaald`,
              force: {
                route: 'reminderPayment',
                status: 409,
                body: { code: 'invoice_already_paid', non_field_errors: ['invoice_already_paid'] },
              },
            }
          : {
              does: msg`De server kan de betaling niet aanmaken (de betaalprovider weigert)`,
              force: {
                route: 'reminderPayment',
                status: 502,
                body: { code: 'payment_creation_failed', non_field_errors: ['payment_creation_failed'] },
              },
            }
      case 'user.answerBank':
        return event.outcome === 'succeeded'
          ? {
              does: msg`De klant keurt de betaling goed bij de bank`,
              act: [{ click: { ...button(msg`Betaling goedkeuren`), within: bankDialog } }],
            }
          : {
              does: msg`De klant weigert de betaling bij de bank`,
              act: [{ click: { ...button(msg`Betaling weigeren`), within: bankDialog } }],
            }
      case 'xstate.done.actor.answerBank':
        return { does: msg`De bank neemt het antwoord aan en stuurt de klant door` }
      case 'xstate.error.actor.answerBank':
        return {
          does: msg`Het antwoord komt niet aan bij de bank (de server is even onbereikbaar)`,
          force: { route: 'localPaymentConfirm', status: 503 },
        }
      case 'user.close':
        return {
          does: msg`De klant sluit de bank`,
          act: [{ click: { ...button(msg`Sluiten`), within: bankDialog } }],
        }
      case 'xstate.done.actor.openCardForm':
        return { does: msg`Het formulier van Stripe verschijnt`, impossible: stripeOnly }
      case 'xstate.error.actor.openCardForm':
        return { does: msg`Stripe laadt niet`, impossible: stripeOnly }
      case 'user.confirmCard':
        return { does: msg`De klant bevestigt bij Stripe`, impossible: stripeOnly }
      case 'xstate.done.actor.confirmCard':
        return { does: msg`Stripe weigert zonder naar de bank te gaan`, impossible: stripeOnly }
      default:
        return { does: msg`Bevestigen bij Stripe mislukt`, impossible: stripeOnly }
    }
  },
})
