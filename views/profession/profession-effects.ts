import { fromPromise, type ActorRefFrom } from 'xstate'
import { rethrow } from '../../api/client/failure'
import { updateCurrentUser } from '../../api/client/auth'
import type { Http } from '../../api/client/http'
import { searchProfessions, suggestProfessions } from '../../api/client/products'
import type { UserPatch } from '../../api/contract/auth'
import type { Profession, ProfessionSuggestion } from '../../api/contract/professions'
import {
  professionChoiceMachine,
  type ProfessionChoiceMachine,
} from '../../machines/profession-choice.machine'
import { track } from '../analytics/data-layer'
import type { AppRuntime } from '../platform/app-runtime'
import { cartQuery, productsQuery, productsQueryKey } from '../cart/cart-query'
import { i18n } from '../../i18n/i18n'

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
 * (mostly while choosing already). Telling it re-renders every page part that shows the user, and that
 * render ran first and held both requests back by its length (issue 26). The save reprices the income
 * protection in the cart for the new profession, and the products show that price: unless the cart is
 * known to be empty, every product list is asked for again.
 */
async function save(runtime: AppRuntime, patch: UserPatch) {
  const { http, queryClient, loadedAuth } = runtime
  const updated = await updateCurrentUser(http, patch).catch(rethrow)
  const cart = queryClient.getQueryData(cartQuery(http, i18n.locale, true).queryKey)
  const invalidated =
    cart?.length === 0 ? undefined : queryClient.invalidateQueries({ queryKey: productsQueryKey })
  if (updated.profession) prefetchProductsOf(runtime, updated.profession.id)
  loadedAuth()?.send({ type: 'user.changed', user: updated })
  if (updated.profession)
    track('funnel_profession_select', {
      profession_id: updated.profession.id,
      profession_name: updated.profession.name,
      manual: patch.profession === undefined,
    })
  await invalidated
}

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
      saveProfession: fromPromise<void, UserPatch>(({ input }) => save(runtime, input)),
    },
  })
