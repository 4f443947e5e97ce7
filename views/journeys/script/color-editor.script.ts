import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript, type Target } from './types'

const dialog = { role: 'dialog', name: msg`Kleuren van de hoofdknoppen` } as const
const inPopup = (name: Target['name']): Target => ({ role: 'button', name, exact: true, within: dialog })
/** The colours the chart's events choose, by key and value. */
const FIELDS: Record<string, Target['name']> = {
  button_primary: msg`Kies Hoofdknop in de kleurkiezer`,
  button_primary_text: msg`Kies Tekst op de hoofdknop in de kleurkiezer`,
}

/** The partner admin's colour editor in place (machines/color-editor; issue 20), as an admin uses it. */
export const colorEditorScript = defineScript({
  journey: 'colorEditor',
  title: msg`Beheerder: kleuren op de pagina zelf aanpassen`,
  about: msg`Een beheerder van de partner zet ‘Kleuren bewerken’ aan; een icoon naast elk gekleurd deel opent een venster met de kleuren die het gebruikt. Elke wijziging is meteen op de pagina te zien. Doorgaan toetst elk paar tekst en achtergrond aan WCAG AA: een slecht leesbaar paar wordt geweigerd, met de dichtstbijzijnde goede kleur als voorstel; anders wordt opgeslagen en de partner opnieuw geladen. Annuleren zet de opgeslagen kleuren terug. De laatste wijziging kan ongedaan worden gemaakt.`,
  setup: () => ({
    partner: 'bouwzeker',
    act: [
      {
        call: 'editColors',
        does: msg`Een beheerder van de partner komt binnen via de overdracht van het partnerportaal (een eerdere kleurwijziging staat al opgeslagen), opent de welkomstpagina en zet ‘Kleuren bewerken’ aan`,
      },
    ],
  }),
  states: {
    'colorEditor.closed': {
      says: msg`Kleuren bewerken staat aan: naast elk gekleurd deel een icoon; de pagina toont de opgeslagen kleuren`,
      see: { role: 'button', name: msg`Kleuren bewerken: de hoofdknoppen`, exact: true },
    },
    'colorEditor.open': {
      says: msg`Het venster met een kleurveld per kleur; elke wijziging is meteen op de pagina te zien`,
      see: dialog,
    },
    'colorEditor.checking': { says: msg`Het contrast van elk paar tekst en achtergrond wordt getoetst` },
    'colorEditor.refused': {
      says: msg`Geweigerd: elk slecht leesbaar paar met zijn contrast, het minimum en een voorstel`,
      see: { role: 'text', name: msg`Niet opgeslagen: deze kleuren zijn slecht leesbaar` },
    },
    'colorEditor.saving': { says: msg`De kleuren worden opgeslagen` },
    'colorEditor.saveFailed': {
      says: msg`Niet opgeslagen: de reden, opnieuw proberen of annuleren`,
      see: { role: 'text', name: msg`Niet opgeslagen`, exact: true },
    },
    'colorEditor.undoing': { says: msg`De laatste wijziging wordt ongedaan gemaakt` },
    'colorEditor.undoFailed': {
      says: msg`Niet ongedaan gemaakt: de reden en opnieuw proberen`,
      see: { role: 'text', name: msg`Niet ongedaan gemaakt` },
    },
    'colorEditor.reloading': { says: msg`De kleuren van de partner worden opnieuw geladen` },
  },
  eventTypes: {
    'user.open': msg`Opent een venster`,
    'user.change': msg`Kiest een kleur`,
    'user.useSuggestion': msg`Neemt het voorstel`,
    'user.continue': msg`Klikt op Doorgaan`,
    'user.cancel': msg`Annuleert`,
    'user.retry': msg`Probeert opnieuw`,
    'user.undo': msg`Maakt de laatste wijziging ongedaan`,
    'partner.loaded': msg`Kleuren komen opnieuw binnen`,
    'xstate.done.actor.saveColors': msg`Opgeslagen`,
    'xstate.error.actor.saveColors': msg`Niet opgeslagen`,
    'xstate.done.actor.undoColors': msg`Ongedaan gemaakt`,
    'xstate.error.actor.undoColors': msg`Niet ongedaan gemaakt`,
    'xstate.done.actor.reloadPartner': msg`Partner geladen`,
    'xstate.error.actor.reloadPartner': msg`Partner niet geladen`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'user.open':
        return {
          does: msg`De beheerder klikt op het icoon naast de hoofdknop`,
          act: [{ click: { role: 'button', name: msg`Kleuren bewerken: de hoofdknoppen`, exact: true } }],
        }
      case 'user.change': {
        const value = String(event.value)
        const field = FIELDS[String(event.key)] ?? FIELDS.button_primary!
        return {
          does:
            value === '#ffff00'
              ? msg`De beheerder kiest geel (#ffff00) als kleur van de hoofdknop: witte tekst is daarop slecht leesbaar`
              : msg`De beheerder kiest groen (#15803d) als kleur van de hoofdknop`,
          act: [{ fill: { role: 'label', name: field, exact: true, within: dialog }, value }],
        }
      }
      case 'user.useSuggestion':
        return {
          does: msg`De beheerder klikt op het voorstel voor de tekst op de hoofdknop`,
          act: [{ click: { role: 'button', name: msg`voor Tekst op de hoofdknop`, within: dialog } }],
        }
      case 'user.continue':
        return { does: msg`De beheerder klikt op Doorgaan`, act: [{ click: inPopup(msg`Doorgaan`) }] }
      case 'user.cancel':
        return {
          does: msg`De beheerder klikt op Annuleren (in het venster) of Sluiten (na een mislukte ongedaanmaking)`,
          act: [
            {
              call: 'cancelColors',
              does: msg`De beheerder klikt op Annuleren (in het venster) of Sluiten (na een mislukte ongedaanmaking)`,
            },
          ],
        }
      case 'user.retry':
        return {
          does: msg`De beheerder klikt op Opnieuw proberen`,
          act: [{ click: { role: 'button', name: msg`Opnieuw proberen`, exact: true } }],
        }
      case 'user.undo':
        return {
          does: msg`De beheerder klikt op Laatste wijziging ongedaan maken`,
          act: [{ click: { role: 'button', name: msg`Laatste wijziging ongedaan maken`, exact: true } }],
        }
      case 'partner.loaded':
        return {
          does: msg`Een andere beheerder wijzigt een kleur: de pagina krijgt de kleuren van de server opnieuw`,
          act: [
            {
              call: 'colorsChangedElsewhere',
              does: msg`Een andere beheerder wijzigt een kleur: de pagina krijgt de kleuren van de server opnieuw`,
            },
          ],
        }
      case 'xstate.done.actor.saveColors':
        return { does: msg`De server slaat de kleuren op` }
      case 'xstate.error.actor.saveColors':
        return {
          does: msg`Het opslaan komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'colorsUpdate', status: 503 },
        }
      case 'xstate.done.actor.undoColors':
        return { does: msg`De server maakt de laatste wijziging ongedaan` }
      case 'xstate.error.actor.undoColors':
        return {
          does: msg`Het ongedaan maken komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'colorsUndo', status: 503 },
        }
      case 'xstate.done.actor.reloadPartner':
        return { does: msg`De pagina laadt de kleuren van de partner opnieuw` }
      default:
        return {
          does: msg`Het opnieuw laden van de partner mislukt (de server is even onbereikbaar); de volgende live-update kleurt de pagina bij`,
          force: { route: 'partners', status: 503 },
        }
    }
  },
})
