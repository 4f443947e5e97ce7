import { cancellationScript } from './cancellation.script'
import { defaultJourneyScript } from './default-journey.script'
import { professionChoiceScript } from './profession-choice.script'
import { questionFlowScript } from './question-flow.script'
import type { JourneyScript } from './types'

/** Every journey's script, by journey id (a registered journey without one has no runnable tests yet). */
export const scripts: Readonly<Record<string, JourneyScript>> = {
  cancellation: cancellationScript,
  professionChoice: professionChoiceScript,
  defaultJourney: defaultJourneyScript,
  questionFlow: questionFlowScript,
}
