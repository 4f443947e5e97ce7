import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Outcome } from '../../api/contract/checkout-forms'
import type { NotTakenOut, ProductResult } from '../../machines/journey-protocol'

/** The completion outcomes of forms §4: a title and what happens next. */
export const OUTCOME_TEXTS: Record<Outcome, { title: MessageDescriptor; body: MessageDescriptor }> = {
  insured: {
    title: msg`Je bent verzekerd`,
    body: msg`Je verzekering is afgesloten. De eerste premie schrijven we meteen af van je rekening.`,
  },
  partially_insured: {
    title: msg`Je bent gedeeltelijk verzekerd`,
    body: msg`Een deel van je verzekeringen is afgesloten. Voor de rest nemen we contact met je op.`,
  },
  additional_information: {
    title: msg`We hebben nog wat informatie nodig`,
    body: msg`We missen nog een antwoord of een toelichting. Vul het aan, dan ronden we je aanvraag af.`,
  },
  soft_drop_out: {
    title: msg`We nemen contact met je op`,
    body: msg`We hebben wat extra informatie nodig. We nemen binnen één werkdag contact met je op.`,
  },
  hard_drop_out: {
    title: msg`Een adviseur helpt je verder`,
    body: msg`Deze verzekering kunnen we niet online afsluiten. Een adviseur neemt contact met je op om je verder te helpen.`,
  },
  unavailable: {
    title: msg`Niet beschikbaar voor je beroep`,
    body: msg`Deze verzekering is niet beschikbaar voor je beroep.`,
  },
}

/** The short label of an outcome, next to a product. */
export const OUTCOME_LABELS: Record<Outcome, MessageDescriptor> = {
  insured: msg`Verzekerd`,
  partially_insured: msg`Gedeeltelijk verzekerd`,
  additional_information: msg`Informatie nodig`,
  soft_drop_out: msg`We nemen contact op`,
  hard_drop_out: msg`Adviseur nodig`,
  unavailable: msg`Niet beschikbaar`,
}

/** A group whose products were not taken out and no server decided why: what happened and what now. */
export const NOT_TAKEN_OUT_TEXTS: Record<NotTakenOut, { title: MessageDescriptor; body: MessageDescriptor }> =
  {
    skipped: {
      title: msg`Je hebt deze verzekering overgeslagen`,
      body: msg`Er is niets afgesloten en je betaalt er niets voor. De verzekering staat nog in je winkelwagen, zodat je hem later alsnog kunt afsluiten.`,
    },
    refused: {
      title: msg`Deze verzekering kunnen we niet afsluiten`,
      body: msg`Er is niets afgesloten en je betaalt er niets voor. De verzekering staat nog in je winkelwagen; je kunt hem daar verwijderen.`,
    },
    notTakenOut: {
      title: msg`Niet afgesloten`,
      body: msg`Er is niets afgesloten en je betaalt er niets voor. De verzekering staat nog in je winkelwagen.`,
    },
  }

/** The short label of what became of one product, next to its name. */
export const PRODUCT_LABELS: Record<ProductResult, MessageDescriptor> = {
  ...OUTCOME_LABELS,
  skipped: msg`Overgeslagen`,
  refused: msg`Geweigerd`,
  notTakenOut: msg`Niet afgesloten`,
}
