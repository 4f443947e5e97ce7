import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ColorKey } from '../../../api/contract/colors'

/** What each colour key paints, as the admin reads it. */
export const KEY_LABELS: Record<ColorKey, MessageDescriptor> = {
  primary: msg`Hoofdkleur`,
  secondary: msg`Tweede kleur`,
  accent: msg`Accentkleur`,
  text: msg`Tekst`,
  text_muted: msg`Gedempte tekst`,
  heading: msg`Koppen`,
  link: msg`Links`,
  navigation_item: msg`Menu-items`,
  navigation_item_active: msg`Actief menu-item`,
  header_background: msg`Achtergrond kopbalk`,
  button_primary: msg`Hoofdknop`,
  button_primary_text: msg`Tekst op de hoofdknop`,
  button_secondary: msg`Tweede knop`,
  background: msg`Achtergrond pagina`,
  surface: msg`Vlakken en kaarten`,
  backdrop: msg`Achtergrond achter vensters`,
  ticker_background: msg`Achtergrond voordelenbalk`,
  ticker_text: msg`Tekst voordelenbalk`,
}

/** The part of the page an edit icon stands next to, by the keys that part carries (`data-theme-keys`). */
export const AREA_LABELS: Record<string, MessageDescriptor> = {
  'header_background navigation_item navigation_item_active': msg`de kopbalk`,
  'primary secondary accent': msg`de merkkleuren`,
  'ticker_background ticker_text': msg`de voordelenbalk`,
  'button_primary button_primary_text': msg`de hoofdknoppen`,
  'background surface text text_muted heading link backdrop': msg`de pagina`,
}
export const FALLBACK_AREA = msg`dit deel van de pagina`
