import type { QueryClient } from '@tanstack/react-query'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { rethrow } from '../../../api/client/failure'
import type { Http } from '../../../api/client/http'
import type { ColorSetting } from '../../../api/contract/colors'
import { adminRoutes as routes } from '../../../api/contract/admin.routes'
import {
  colorEditorMachine,
  type ColorEditorMachine,
  type SaveColorsInput,
} from '../../../machines/color-editor/color-editor.machine'
import { partnerQuery } from '../../partner/partner-query'
import { adminCall } from '../../platform/admin-call'

export type ColorEditorRef = ActorRefFrom<ColorEditorMachine>

/** The partner's latest colour changes (for the banner's undo line). */
export const colorChangesKey = ['admin', 'color-changes'] as const

/** New keys first (POST, one request for all), then the changed ones (PATCH). */
async function save(http: Http, { create, update }: SaveColorsInput) {
  if (create.length > 0) await adminCall(http, routes.colorsCreate, { body: create }).catch(rethrow)
  if (update.length > 0) await adminCall(http, routes.colorsUpdate, { body: update }).catch(rethrow)
}

/** The partner as the server has it now; the theme repaints from the query's new data. */
async function reload(http: Http, queryClient: QueryClient): Promise<ColorSetting[]> {
  await queryClient.invalidateQueries({ queryKey: colorChangesKey })
  const partner = await queryClient.fetchQuery({ ...partnerQuery(http), staleTime: 0 })
  return partner.colors
}

/** The colour editor with its effects over the admin calls and the partner query. */
export const colorEditorLogic = (http: Http, queryClient: QueryClient) =>
  colorEditorMachine.provide({
    actors: {
      saveColors: fromPromise<void, SaveColorsInput>(({ input }) => save(http, input)),
      undoColors: fromPromise<void, void>(async () => {
        await adminCall(http, routes.colorsUndo).catch(rethrow)
      }),
      reloadPartner: fromPromise<ColorSetting[], void>(() => reload(http, queryClient)),
    },
  })
