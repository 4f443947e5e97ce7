import {
  FEATURE_FLAGS,
  featureFlagPayloadSchema,
  type AppEnv,
  type FeatureFlagRule,
  type FeatureFlagState,
} from '../../contract/partner'
import type { Logger } from '../logger'

const listed = (list: readonly string[], slug: string) => list.includes('*') || list.includes(slug)

/** A rule is on for a partner when it is active, includes the partner (or `*`) and does not exclude it. */
export function ruleState(rule: FeatureFlagRule, slug: string): FeatureFlagState {
  const active = rule.active && listed(rule.include, slug) && !listed(rule.exclude, slug)
  return active && rule.extra ? { active, extra: rule.extra } : { active }
}

/**
 * Every flag's state for one partner in one environment. Known flags without a row are off; a stored
 * payload that does not parse counts as off (and is logged), it never breaks the partner answer.
 */
export function evaluateFlags(
  rows: readonly { key: string; payload: unknown }[],
  slug: string,
  env: AppEnv,
  logger: Logger,
): Record<string, FeatureFlagState> {
  const features: Record<string, FeatureFlagState> = Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, { active: false }]),
  )
  for (const row of rows) {
    const payload = featureFlagPayloadSchema.safeParse(row.payload)
    if (!payload.success) {
      logger.warn(`feature flag ${row.key} has an invalid payload; treated as off`)
      continue
    }
    features[row.key] = ruleState(payload.data[env], slug)
  }
  return features
}
