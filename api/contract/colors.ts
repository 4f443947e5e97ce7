import * as z from 'zod/mini'

import { COLOR_GROUPS, COLOR_KEYS, HEX_COLOR, type ColorKey } from './color-keys'

export {
  COLOR_GROUPS,
  COLOR_KEYS,
  DEFAULT_COLOR,
  HEX_COLOR,
  isHexColor,
  resolveColors,
  type ColorGroup,
  type ColorKey,
  type ColorKeyDefinition,
} from './color-keys'

/** A hex colour: #rgb, #rrggbb or #rrggbbaa. Anything else is rejected by the API and ignored by the client. */
export const hexColorSchema = z.string().check(z.regex(HEX_COLOR, 'hexColor'))

export const colorGroupSchema = z.enum(COLOR_GROUPS)

export const colorKeySchema = z.enum(COLOR_KEYS.map((k) => k.key) as [ColorKey, ...ColorKey[]])

/** A colour setting as the API answers it (core §3). New, unsaved settings carry an id `new-123456`. */
export const colorSettingSchema = z.object({
  id: z.union([z.int(), z.string().check(z.regex(/^new-\d{6}$/))]),
  key: z.string(),
  value: z.string(),
  group: z.string(),
  title: z.string(),
  global: z.boolean(),
  fallbackKey: z.nullable(z.string()),
})
export type ColorSetting = z.infer<typeof colorSettingSchema>
