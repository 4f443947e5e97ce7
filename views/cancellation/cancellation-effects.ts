import { fromPromise, type ActorRefFrom } from 'xstate'
import { cancelPolicy } from '../../api/client/cancellation'
import { rethrow } from '../../api/client/failure'
import type { Http } from '../../api/client/http'
import type { CancellationBody, CancelPolicy } from '../../api/contract/cancellation'
import { cancellationMachine, type CancellationMachine } from '../../machines/cancellation.machine'

export type CancellationRef = ActorRefFrom<CancellationMachine>

/** The cancellation journey with its one effect: the cancellation sent to the server. */
export const cancellationLogic = (http: Http) =>
  cancellationMachine.provide({
    actors: {
      cancelPolicy: fromPromise<CancelPolicy, { policyId: number; body: CancellationBody }>(({ input }) =>
        cancelPolicy(http, input.policyId, input.body).catch(rethrow),
      ),
    },
  })
