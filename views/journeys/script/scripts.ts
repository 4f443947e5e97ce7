import { calculatorScript } from './calculator.script'
import { cancellationScript } from './cancellation.script'
import { checkoutScript } from './checkout.script'
import { deviceQuoteScript } from './device-quote.script'
import { quotationScript } from './quotation.script'
import { defaultJourneyScript } from './default-journey.script'
import { professionChoiceScript } from './profession-choice.script'
import { questionFlowScript } from './question-flow.script'
import { identityVerificationScript } from './identity-verification.script'
import { paymentReminderScript } from './payment-reminder.script'
import { paymentStatusScript } from './payment-status.script'
import { formsScript } from './forms.script'
import { checkinScript } from './checkin.script'
import { medicalScript } from './medical.script'
import { aovJourneyScript } from './aov-journey.script'
import { premiumScript } from './premium.script'
import { quizScript } from './quiz.script'
import { colorEditorScript } from './color-editor.script'
import { authScript } from './auth.script'
import { carJourneyScript } from './car-journey.script'
import { homeJourneyScript } from './home-journey.script'
import type { JourneyScript } from './types'

/** Every journey's script, by journey id (a registered journey without one has no runnable tests yet). */
export const scripts: Readonly<Record<string, JourneyScript>> = {
  calculator: calculatorScript,
  cancellation: cancellationScript,
  checkout: checkoutScript,
  deviceQuote: deviceQuoteScript,
  quotation: quotationScript,
  professionChoice: professionChoiceScript,
  defaultJourney: defaultJourneyScript,
  questionFlow: questionFlowScript,
  identityVerification: identityVerificationScript,
  paymentReminder: paymentReminderScript,
  paymentStatus: paymentStatusScript,
  forms: formsScript,
  checkin: checkinScript,
  medical: medicalScript,
  aovJourney: aovJourneyScript,
  premium: premiumScript,
  quiz: quizScript,
  colorEditor: colorEditorScript,
  auth: authScript,
  carJourney: carJourneyScript,
  homeJourney: homeJourneyScript,
}
