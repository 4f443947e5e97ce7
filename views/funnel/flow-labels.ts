import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FlowType } from '../../api/contract/cart'

export const FLOW_LABELS: Record<FlowType, MessageDescriptor> = {
  car: msg`Autoverzekering`,
  consumer: msg`Woonverzekeringen`,
  aov: msg`Arbeidsongeschiktheidsverzekering`,
  normal: msg`Overige verzekeringen`,
}
