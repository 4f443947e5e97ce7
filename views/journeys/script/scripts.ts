import { calculatorScript } from './calculator.script'
import { cancellationScript } from './cancellation.script'
import { deviceQuoteScript } from './device-quote.script'
import { quotationScript } from './quotation.script'
import { defaultJourneyScript } from './default-journey.script'
import { professionChoiceScript } from './profession-choice.script'
import { questionFlowScript } from './question-flow.script'
import { identityVerificationScript } from './identity-verification.script'
import { paymentReminderScript } from './payment-reminder.script'
import { paymentStatusScript } from './payment-status.script'
import { carJourneyScript } from './car-journey.script'
import { homeJourneyScript } from './home-journey.script'
import type { JourneyScript } from './types'

/** Every journey's script, by journey id (a registered journey without one has no runnable tests yet). */
export const scripts: Readonly<Record<string, JourneyScript>> = {
  calculator: calculatorScript,
  cancellation: cancellationScript,
  deviceQuote: deviceQuoteScript,
  quotation: quotationScript,
  professionChoice: professionChoiceScript,
  defaultJourney: defaultJourneyScript,
  questionFlow: questionFlowScript,
  identityVerification: identityVerificationScript,
  paymentReminder: paymentReminderScript,
  paymentStatus: paymentStatusScript,
  carJourney: carJourneyScript,
  homeJourney: homeJourneyScript,
}
