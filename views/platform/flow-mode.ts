import type { FlowMode } from '../../machines/journey-protocol'

export type { FlowMode }

/**
 * The flow mode of a location: the query parameters insurance_calculator and insurance_checkin
 * switch it; otherwise it follows the path (core §2).
 */
export function flowModeOf(pathname: string, search: URLSearchParams | Record<string, unknown>): FlowMode {
  const has = (key: string) => (search instanceof URLSearchParams ? search.has(key) : key in search)
  if (has('insurance_calculator')) return 'calculator'
  if (has('insurance_checkin')) return 'checkin'
  if (pathname.startsWith('/insurance-calculator')) return 'calculator'
  if (pathname.startsWith('/insurance-checkin')) return 'checkin'
  return 'default'
}

/** Where the logo takes you: the home of the current flow. */
export const FLOW_HOME: Record<FlowMode, string> = {
  default: '/welcome',
  calculator: '/insurance-calculator',
  checkin: '/insurance-checkin-welcome',
}

/** Funnel started means the path contains checkout (core §2). */
export const isFunnelStarted = (pathname: string) => pathname.includes('checkout')

/** Entry query parameters dropped when the entry redirects (core §2: kept except these three). */
export const SIGNATURE_PARAMS = ['external_id', 'signature_created_at', 'signature'] as const

export function withoutSignature(search: Record<string, unknown>): Record<string, unknown> {
  const kept = { ...search }
  for (const key of SIGNATURE_PARAMS) delete kept[key]
  return kept
}
