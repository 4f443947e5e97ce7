import { isHexColor, resolveColors, type ColorKey, type ColorSetting } from '../../api/contract/colors'
import { type ColorKeyPair, type ColorKeyPairsUpdate } from '../../api/contract/color-admin'
import { themeContrastFailures, type ContrastFailure } from '../../api/contract/theme-gate'

/** The colours an admin is editing and has not saved yet: key → hex value. */
export type ColorDraft = Partial<Record<ColorKey, string>>

/** A temporary id for a setting the partner does not have yet (core §3: `new-` and six digits). */
export const newSettingId = (random: () => number = Math.random): `new-${string}` =>
  `new-${String(Math.floor(random() * 1_000_000) % 1_000_000).padStart(6, '0')}`

/** What a key is set to right now: its own setting, else what it resolves to through its fallbacks. */
export function currentValues(settings: readonly ColorSetting[], keys: readonly ColorKey[]): ColorDraft {
  const resolved = resolveColors(settings)
  return Object.fromEntries(keys.map((key) => [key, resolved[key]])) as ColorDraft
}

/**
 * The partner's settings with the draft merged in: changed keys take the draft value, keys the partner
 * had no setting for become new settings with a temporary `new-` id. Pure: the preview and the contrast
 * gate both read it.
 */
export function mergeDraft(
  settings: readonly ColorSetting[],
  draft: ColorDraft,
  random: () => number = Math.random,
): ColorSetting[] {
  const merged = settings.map((s) => {
    const value = draft[s.key as ColorKey]
    return value !== undefined && isHexColor(value) ? { ...s, value } : s
  })
  for (const [key, value] of Object.entries(draft) as [ColorKey, string][]) {
    if (!isHexColor(value) || settings.some((s) => s.key === key)) continue
    merged.push({
      id: newSettingId(random),
      key,
      value,
      group: '',
      title: key,
      global: false,
      fallbackKey: null,
    })
  }
  return merged
}

/** The draft's changes as the two admin calls want them: new keys to create, existing ids to update. */
export function splitDraft(
  settings: readonly ColorSetting[],
  draft: ColorDraft,
): { create: ColorKeyPair[]; update: ColorKeyPairsUpdate } {
  const create: ColorKeyPair[] = []
  const update: ColorKeyPairsUpdate = []
  const now = resolveColors(settings)
  for (const [key, value] of Object.entries(draft) as [ColorKey, string][]) {
    if (!isHexColor(value)) continue
    const own = settings.find((s) => s.key === key)
    if (!own) {
      if (now[key] !== value.toLowerCase()) create.push({ key, value: value.toLowerCase() })
    } else if (typeof own.id === 'number' && own.value.toLowerCase() !== value.toLowerCase())
      update.push({ id: own.id, value: value.toLowerCase() })
  }
  return { create, update }
}

/** True when saving the draft would change nothing (every value as it resolves today). */
export function isUnchanged(settings: readonly ColorSetting[], draft: ColorDraft): boolean {
  const now = resolveColors(settings)
  return (Object.entries(draft) as [ColorKey, string][]).every(
    ([key, value]) => !isHexColor(value) || now[key] === value.toLowerCase(),
  )
}

/** The text/background pairs the merged theme would fail (the same gate the server applies). */
export const draftFailures = (settings: readonly ColorSetting[], draft: ColorDraft): ContrastFailure[] =>
  themeContrastFailures(resolveColors(mergeDraft(settings, draft)))
