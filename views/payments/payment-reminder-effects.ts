import { fromPromise, type ActorRefFrom } from 'xstate'
import { isApiError } from '../../api/client/api-error'
import { rethrow } from '../../api/client/failure'
import type { Http } from '../../api/client/http'
import {
  confirmLocalPayment,
  createReminderPayment,
  getPayment,
  getReminder,
} from '../../api/client/payments'
import { failureOf, Reason } from '../../api/contract/failure'
import type {
  PaymentMethod,
  PaymentResponse,
  ReminderInvoice,
  ReminderPaymentResponse,
  ReminderResponse,
} from '../../api/contract/payments'
import { i18n } from '../../i18n/i18n'
import {
  paymentReminderMachine,
  type BankOutcome,
  type PaymentReminderMachine,
} from '../../machines/payment-reminder.machine'
import { paymentStatusMachine } from '../../machines/payment-status.machine'
import { track } from '../analytics/data-layer'
import { rememberReminder } from './payment-pages'
import type { StripeForm } from './stripe-form'

/** Times a reminder that failed on the network or the server is asked again, and the wait before each. */
const LOAD_RETRIES = 2
const retryDelay = (attempt: number) => 1000 * 2 ** attempt

const refused = (error: unknown) => isApiError(error) && error.status !== undefined && error.status < 500

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}

/** The reminder's invoice; a link the server does not know (404, `invalid_reminder`) is an invalid link. */
async function loadReminder(http: Http, token: string, signal: AbortSignal): Promise<ReminderResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await getReminder(http, token, signal)
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw failureOf(Reason.invalidReminder)
      if (refused(error) || attempt >= LOAD_RETRIES || signal.aborted) rethrow(error)
      await sleep(retryDelay(attempt), signal)
    }
  }
}

/** Creates the payment; this tab keeps the way back to the reminder, and analytics hears of it. */
async function createPayment(
  http: Http,
  { token, method, invoice }: { token: string; method: PaymentMethod; invoice: ReminderInvoice },
) {
  const created = await createReminderPayment(http, { token, method }).catch(rethrow)
  rememberReminder(created.payment_intent, token)
  track('add_payment_info', {
    payment_type: method,
    value: Number(invoice.amount),
    currency: invoice.currency,
  })
  return created
}

export type PaymentReminderRef = ActorRefFrom<PaymentReminderMachine>

/** The payment reminder with its effects over the HTTP client, the local bank and Stripe's form. */
export const paymentReminderLogic = (http: Http, stripe: StripeForm) =>
  paymentReminderMachine.provide({
    actors: {
      loadReminder: fromPromise<ReminderResponse, { token: string }>(({ input, signal }) =>
        loadReminder(http, input.token, signal),
      ),
      createPayment: fromPromise<
        ReminderPaymentResponse,
        { token: string; method: PaymentMethod; invoice: ReminderInvoice }
      >(({ input }) => createPayment(http, input)),
      answerBank: fromPromise<void, { payment: ReminderPaymentResponse; outcome: BankOutcome }>(
        async ({ input: { payment, outcome } }) => {
          await confirmLocalPayment(http, {
            payment_intent: payment.payment_intent,
            client_secret: payment.client_secret,
            outcome,
          }).catch(rethrow)
        },
      ),
      openCardForm: fromPromise<void, { payment: ReminderPaymentResponse }>(({ input, signal }) =>
        stripe.open(input.payment, localeOf(i18n.locale), signal),
      ),
      confirmCard: fromPromise<{ declined: string | null }, { payment: ReminderPaymentResponse }>(() =>
        stripe.confirm(),
      ),
    },
  })

const LOCALES = ['nl', 'en', 'fr', 'de'] as const
const localeOf = (locale: string) => LOCALES.find((l) => l === locale) ?? 'nl'

/** The payment return with its one effect: the payment's status, asked of the server. */
export const paymentStatusLogic = (http: Http) =>
  paymentStatusMachine.provide({
    actors: {
      getPayment: fromPromise<PaymentResponse, { paymentIntent: string; clientSecret: string }>(
        ({ input, signal }) =>
          getPayment(http, input.paymentIntent, input.clientSecret, signal).catch(rethrow),
      ),
    },
  })
