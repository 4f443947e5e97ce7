import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { Partner } from '../../api/contract/partner'
import { isFlagOn, type FeatureFlag } from '../../api/contract/partner-rules'
import { useAppDeps } from '../platform/deps'
import { partnerQuery } from './partner-query'

/** The host's partner. Only below PartnerBoundary, which has loaded it. */
export function usePartner(): Partner {
  const { http } = useAppDeps()
  return useSuspenseQuery(partnerQuery(http)).data
}

/** The partner if it is known (error pages render without one). */
export function useOptionalPartner(): Partner | undefined {
  const { http } = useAppDeps()
  return useQuery({ ...partnerQuery(http), enabled: false }).data
}

export function useFlag(flag: FeatureFlag): boolean {
  return isFlagOn(usePartner(), flag)
}
