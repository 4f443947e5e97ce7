import { consentStore, type ConsentChoice, type ConsentStore } from './consent'
import { loadTagManager } from './tag-manager'

/** Google's consent mode v2 signals: one choice sets all four ("accept" or "only necessary"). */
export interface ConsentSignals {
  analytics_storage: ConsentChoice
  ad_storage: ConsentChoice
  ad_user_data: ConsentChoice
  ad_personalization: ConsentChoice
}

export const consentSignals = (choice: ConsentChoice): ConsentSignals => ({
  analytics_storage: choice,
  ad_storage: choice,
  ad_user_data: choice,
  ad_personalization: choice,
})

type Layer = Record<string, unknown>[]

type ConsentCommand = ['consent', 'default' | 'update', ConsentSignals]

/**
 * Google's `gtag()` over a layer: the tag manager reads a command (consent default, consent update) only as
 * the function's own `arguments` object; the same values pushed as an array or a plain object are ignored.
 */
const gtagOf = (layer: Layer) =>
  function gtag(..._command: ConsentCommand): void {
    // eslint-disable-next-line prefer-rest-params -- the Arguments object itself is what the tag manager reads
    layer.push(arguments as unknown as Record<string, unknown>)
  }

const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]'

/** The analytics consent the layer states now (its last consent command), or null before any. */
export function consentInLayer(layer: readonly unknown[]): ConsentChoice | null {
  for (let i = layer.length - 1; i >= 0; i--) {
    const entry = layer[i] as ArrayLike<unknown>
    if (isArguments(entry) && entry[0] === 'consent') return (entry[2] as ConsentSignals).analytics_storage
  }
  return null
}

/**
 * Connects the partner's container to the customer's choice (docs/analytics.md). First `consent default`
 * with everything denied, before any container; then, whenever the choice is granted (at once from an
 * earlier visit, or later from the banner), `consent update` granted and only then `load()`. Refusing or
 * withdrawing pushes `consent update` denied: a container already loaded cannot be unloaded, so its tags
 * are told instead. Connecting again (React's double effects, a live partner update) repeats nothing.
 * Returns the disconnect.
 */
export function connectTagManager(
  store: ConsentStore,
  load: () => void,
  layer: Layer = (window.dataLayer ??= []),
): () => void {
  const gtag = gtagOf(layer)
  if (consentInLayer(layer) === null) gtag('consent', 'default', consentSignals('denied'))
  const apply = () => {
    const wanted: ConsentChoice = store.get().choice === 'granted' ? 'granted' : 'denied'
    if (consentInLayer(layer) !== wanted) gtag('consent', 'update', consentSignals(wanted))
    if (wanted === 'granted') load()
  }
  apply()
  return store.subscribe(apply)
}

/** The partner's container `id`, connected to this site's stored choice (views/app/PartnerBoundary.tsx). */
export const connectPartnerTagManager = (id: string) =>
  connectTagManager(consentStore, () => loadTagManager(id))
