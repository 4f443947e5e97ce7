import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FlowType } from '../../api/contract/cart'
import type { JourneyStatus } from '../../machines/checkout/checkout.types'

export const FLOW_LABELS: Record<FlowType, MessageDescriptor> = {
  car: msg`Autoverzekering`,
  consumer: msg`Woonverzekeringen`,
  aov: msg`Arbeidsongeschiktheidsverzekering`,
  normal: msg`Overige verzekeringen`,
}

export const STATUS_LABELS: Record<JourneyStatus, MessageDescriptor> = {
  done: msg`Afgerond`,
  dropOut: msg`Niet afgesloten`,
  failed: msg`Mislukt`,
}
