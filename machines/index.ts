/**
 * The journey registry (the only barrel in machines/): every journey machine with its title,
 * description and path cases. The chart viewer (/journeys), the path tests (`npm test`) and the QA
 * export (`npm run paths`) read it, so a machine is charted and path-tested by being listed here; a
 * machine that is not fails test/model/registry.test.ts.
 */
import { aovJourneyJourney } from './aov/aov-journey.journey'
import { medicalJourney } from './aov/medical.journey'
import { premiumJourney } from './aov/premium.journey'
import { authJourney } from './auth/auth.journey'
import { calculatorJourney } from './calculator/calculator.journey'
import { quotationJourney } from './broker/quotation.journey'
import { cancellationJourney } from './cancellation.journey'
import { checkinJourney } from './checkin/checkin.journey'
import { carJourneyJourney } from './car/car-journey.journey'
import { checkoutJourney } from './checkout/checkout.journey'
import { colorEditorJourney } from './color-editor/color-editor.journey'
import { defaultJourneyJourney } from './default-journey/default-journey.journey'
import { deviceQuoteJourney } from './device/device-quote.journey'
import { formsJourney } from './forms/forms.journey'
import { homeJourneyJourney } from './home/home-journey.journey'
import type { Journey } from './graph/journey'
import { identityVerificationJourney } from './identity-verification.journey'
import { paymentReminderJourney } from './payment-reminder.journey'
import { paymentStatusJourney } from './payment-status.journey'
import { professionChoiceJourney } from './profession-choice.journey'
import { questionFlowJourney } from './question-flow.journey'
import { quizJourney } from './quiz.journey'

export const journeys: readonly Journey[] = [
  authJourney,
  checkoutJourney,
  questionFlowJourney,
  defaultJourneyJourney,
  calculatorJourney,
  deviceQuoteJourney,
  formsJourney,
  homeJourneyJourney,
  quizJourney,
  medicalJourney,
  premiumJourney,
  aovJourneyJourney,
  carJourneyJourney,
  identityVerificationJourney,
  paymentReminderJourney,
  paymentStatusJourney,
  professionChoiceJourney,
  cancellationJourney,
  colorEditorJourney,
  checkinJourney,
  quotationJourney,
]

export const journeyById = (id: string): Journey | undefined => journeys.find((j) => j.id === id)
