import { fromPromise, type ActorRefFrom } from 'xstate'
import { rethrow } from '../../api/client/failure'
import { updateCurrentUser } from '../../api/client/auth'
import type { Http } from '../../api/client/http'
import { orderedAfterWrites, type OrderedHttp } from '../../api/client/ordered-http'
import { searchProfessions, suggestProfessions } from '../../api/client/products'
import { msg } from '@lingui/core/macro'
import type { User, UserPatch } from '../../api/contract/auth'
import type { Profession, ProfessionSuggestion } from '../../api/contract/professions'
import {
  professionChoiceMachine,
  type ProfessionChoiceMachine,
  type ProfessionSave,
} from '../../machines/profession-choice.machine'
import { track } from '../analytics/data-layer'
import type { AppRuntime } from '../platform/app-runtime'
import { cartQuery, productsQuery, productsQueryKey } from '../cart/cart-query'
import { i18n } from '../../i18n/i18n'
import { showMessageToast } from '../platform/toast'

export type ProfessionChoiceRef = ActorRefFrom<ProfessionChoiceMachine>

/** The catalogue's answer; funnel_search once per search term that got its answer. */
async function search(http: Http, term: string, signal: AbortSignal): Promise<Profession[]> {
  const { result } = await searchProfessions(http, term, signal).catch(rethrow)
  if (term) track('funnel_search', { search_term: term, results: result.length })
  return result
}

/**
 * While the customer chooses: the products priced for the chosen profession and the cart are asked for
 * now, so the products page that follows the save paints without waiting for them (issue 26).
 */
export function prefetchProductsOf({ http, queryClient }: AppRuntime, professionId: number) {
  void queryClient.prefetchQuery(productsQuery(http, i18n.locale, professionId, true))
  void queryClient.prefetchQuery(cartQuery(http, i18n.locale, true))
}

/**
 * Saves with the user and tells the app who the user is now. The products page comes next: its
 * products, priced for the new profession, and the cart are asked for before the app hears of the change
 * (mostly while choosing already).
 *
 * A catalogue profession is known before the server answers: the app hears of it at once, and the page
 * goes on to the products while this save runs (issue 26). The customer's next requests (an add to the
 * cart, priced for the profession) wait for it (`orderedHttpOf`). A save that fails gives the user back
 * as they were and says so in a toast, wherever the customer is by then: the products page sends a
 * customer without a profession back to choose one. A description waits for the server, which picks the
 * profession for it.
 */
async function save(runtime: AppRuntime, { patch, chosen }: ProfessionSave) {
  const auth = runtime.loadedAuth()
  const before = auth?.actor.getSnapshot().context.user ?? null
  const saving = updateCurrentUser(runtime.http, patch).catch(rethrow)
  if (!auth || !before || !chosen) return saved(runtime, patch, await saving)
  orderedHttpOf(runtime).after(saving)
  prefetchProductsOf(runtime, chosen.id)
  const ahead: User = {
    ...before,
    profession: { id: chosen.id, name: chosen.name },
    profession_description: null,
  }
  // Told before the app hears of it, so the products page's view_item_list comes after it.
  trackProfession(chosen, patch)
  auth.send({ type: 'user.changed', user: ahead })
  const stillAhead = () => auth.actor.getSnapshot().context.user === ahead
  try {
    await saved(runtime, patch, await saving, stillAhead(), true)
  } catch (failure) {
    if (stillAhead()) {
      auth.send({ type: 'user.changed', user: before })
      showMessageToast(i18n, NOT_CONFIRMED)
    }
    throw failure
  }
}

const ordered = new WeakMap<AppRuntime, OrderedHttp>()

/** The runtime's requests, made to wait for the writes handed to `after` (wrapped once per runtime). */
function orderedHttpOf(runtime: AppRuntime): OrderedHttp {
  const known = ordered.get(runtime)
  if (known) return known
  let unordered: Http | undefined
  const made = orderedAfterWrites((options) => unordered!(options))
  runtime.wrapHttp((http) => {
    unordered = http
    return made.http
  })
  ordered.set(runtime, made)
  return made
}

const NOT_CONFIRMED = msg`We konden niet bevestigen dat je beroep is opgeslagen. Kies het nog een keer om de verzekeringen te zien die erbij passen.`

/**
 * The saved user, told to the app (unless another change came since). The save reprices the income
 * protection in the cart for the new profession, and the products show that price: unless the cart is
 * known to be empty, every product list is asked for again.
 */
async function saved(runtime: AppRuntime, patch: UserPatch, updated: User, tell = true, tracked = false) {
  const { http, queryClient, loadedAuth } = runtime
  const cart = queryClient.getQueryData(cartQuery(http, i18n.locale, true).queryKey)
  const invalidated =
    cart?.length === 0 ? undefined : queryClient.invalidateQueries({ queryKey: productsQueryKey })
  if (updated.profession) prefetchProductsOf(runtime, updated.profession.id)
  const current = loadedAuth()?.actor.getSnapshot().context.user
  if (tell && JSON.stringify(current) !== JSON.stringify(updated))
    loadedAuth()?.send({ type: 'user.changed', user: updated })
  if (updated.profession && !tracked) trackProfession(updated.profession, patch)
  await invalidated
}

const trackProfession = (profession: { id: number; name: string }, patch: UserPatch) =>
  track('funnel_profession_select', {
    profession_id: profession.id,
    profession_name: profession.name,
    manual: patch.profession === undefined,
  })

/** The profession choice with its effects over the HTTP client, the auth journey and analytics. */
export const professionChoiceLogic = (runtime: AppRuntime) =>
  professionChoiceMachine.provide({
    actors: {
      searchProfessions: fromPromise<Profession[], { term: string }>(({ input, signal }) =>
        search(runtime.http, input.term, signal),
      ),
      suggestProfessions: fromPromise<ProfessionSuggestion[], { description: string }>(({ input, signal }) =>
        suggestProfessions(runtime.http, { description: input.description }, signal)
          .then(({ result }) => result)
          .catch(rethrow),
      ),
      saveProfession: fromPromise<void, ProfessionSave>(({ input }) => save(runtime, input)),
    },
  })
