import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { validationMessage } from './validation-messages'

/**
 * The texts of the checkout forms' validation keys (forms §5, `validations.*`). They live in the
 * funnel's catalog, so the first page does not carry them.
 */
export const CHECKOUT_VALIDATION_TEXTS: Record<string, MessageDescriptor> = {
  birthDateMismatch: msg`Je premie is berekend met een andere geboortedatum. Vul dezelfde in, of ga terug naar je premie om hem te wijzigen.`,
  phoneNumber: msg`Vul een geldig telefoonnummer in: cijfers, spaties, streepjes en haakjes, eventueel met een + ervoor.`,
  phoneNumberMinLength: msg`Een telefoonnummer heeft minstens 10 cijfers.`,
  phoneNumberMaxLength: msg`Een telefoonnummer heeft hoogstens 15 cijfers.`,
  postalCode: msg`Vul een geldige postcode in, bijvoorbeeld 1000 AB.`,
  uppercase: msg`Gebruik hoofdletters.`,
  onlyNL: msg`Alleen een adres in Nederland is mogelijk.`,
  addressNotFound: msg`We vinden geen adres bij deze postcode en dit huisnummer.`,
  houseNumber: msg`Vul een geldig huisnummer in (alleen cijfers).`,
  iban: msg`Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.`,
  imei: msg`Vul een geldig IMEI-nummer van 15 cijfers in.`,
  licensePlate: msg`Vul een geldig Nederlands kenteken in.`,
  fileType: msg`Alleen JPEG-, PNG- en PDF-bestanden zijn mogelijk.`,
  fileSize: msg`Een bestand mag hoogstens 25 MB groot zijn.`,
  fileEmpty: msg`Dit bestand is leeg.`,
  dateValidMessage: msg`Vul een geldige datum in.`,
  birthDateMinDate: msg`Je moet minstens 18 jaar oud zijn.`,
  birthDate100YearMaxDate: msg`Vul een geboortedatum in van hoogstens 100 jaar geleden.`,
  birthDateMaxDate: msg`Voor deze verzekering ben je helaas te oud.`,
  minDateReached: msg`Deze ingangsdatum ligt te vroeg. Kies een latere datum.`,
  maxDateReached: msg`De ingangsdatum ligt hoogstens een maand vooruit.`,
  maxStartDateYear: msg`De ingangsdatum ligt hoogstens een jaar vooruit.`,
  startAfterEndDate: msg`De ingangsdatum ligt na de einddatum van je apparaatverzekering. Kies een eerdere ingangsdatum, of ga terug en kies een latere einddatum.`,
  minEndDateReached: msg`De einddatum ligt op zijn vroegst morgen.`,
  maxEndDateReached: msg`Deze einddatum ligt te ver vooruit. Kies een eerdere datum.`,
  dateInFuture: msg`Deze datum kan niet in de toekomst liggen.`,
  number: msg`Vul een getal in.`,
  maxIncome: msg`Het hoogste bedrag is € 125.000. Kies 125.000 als je meer verdient.`,
  minIncome: msg`Vul een bedrag van minstens € 1 in.`,
  maxDronePrice: msg`Het hoogste bedrag is € 5.000.`,
  maxDevicePrice: msg`We verzekeren apparaten met een aankoopprijs tot en met € 5.000.`,
  minDevicePrice: msg`We verzekeren apparaten met een aankoopprijs vanaf € 50.`,
  revenueExplanation: msg`Bij een jaaromzet boven € 250.000 vragen we een toelichting.`,
  minHeight: msg`Je lengte is minstens 100 cm.`,
  maxHeight: msg`Je lengte is hoogstens 250 cm.`,
  minWeight: msg`Je gewicht is minstens 50 kg.`,
  maxWeight: msg`Je gewicht is hoogstens 200 kg.`,
  minClaimFreeYears: msg`Het laagste aantal schadevrije jaren is -4.`,
  maxClaimFreeYears: msg`Het hoogste aantal schadevrije jaren is 75.`,
  lowerClaimAmount: msg`Kies een lager bedrag per schade.`,
  higherYearAmount: msg`Kies een hoger bedrag per jaar.`,
  currency: msg`Deze valuta is ongeldig.`,
  kvkNumber: msg`Een KvK-nummer heeft 8 cijfers.`,
  formalities: msg`Bevestig alle verklaringen om verder te gaan.`,
  consent: msg`Geef toestemming om verder te gaan.`,
}

/** The text of a checkout form's validation key (or a zod issue carrying one); the site's own keys too. */
export function checkoutValidationMessage(error: unknown): MessageDescriptor {
  const key = typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message
  return (key && CHECKOUT_VALIDATION_TEXTS[key]) || validationMessage(error)
}
