import * as z from 'zod/mini'
import { colorKeySchema, colorSettingSchema, hexColorSchema } from './colors'

/**
 * The partner admin's colour calls (core §7, issue 20): their bodies and answers. Apart from colors.ts
 * (what every page's theme needs), so the first page does not carry them.
 */

/** One new colour setting for `POST /color-key-pairs` (admin). */
export const colorKeyPairSchema = z.object({ key: colorKeySchema, value: hexColorSchema })
export type ColorKeyPair = z.infer<typeof colorKeyPairSchema>

/** Each key at most once per request. */
const uniqueBy =
  <T>(field: keyof T & string) =>
  (items: T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<unknown>()
    items.forEach((item, index) => {
      if (seen.has(item[field])) ctx.addIssue({ code: 'custom', message: 'duplicate', path: [index, field] })
      seen.add(item[field])
    })
  }

/** The body of `POST /color-key-pairs`: one pair or a list of pairs. */
export const colorKeyPairsCreateSchema = z.union([
  colorKeyPairSchema,
  z.array(colorKeyPairSchema).check(z.minLength(1), z.maxLength(100), z.superRefine(uniqueBy('key'))),
])
export type ColorKeyPairsCreate = z.infer<typeof colorKeyPairsCreateSchema>

/** The body of `PATCH /color-key-pairs/update`: a list of existing setting ids with their new value. */
export const colorKeyPairsUpdateSchema = z
  // int32: the column is a PostgreSQL integer; a larger id is a 400, not a database error.
  .array(z.object({ id: z.int32().check(z.positive()), value: hexColorSchema }))
  .check(z.minLength(1), z.maxLength(100), z.superRefine(uniqueBy('id')))
export type ColorKeyPairsUpdate = z.infer<typeof colorKeyPairsUpdateSchema>

/** Both colour admin calls answer the saved settings. */
export const colorSettingsResponseSchema = z.object({ result: z.array(colorSettingSchema) })

/**
 * One saved colour change (issue 20 item 4): which admin changed which key when, from what to what. One
 * save (a POST or PATCH, or an undo) is one `change` number; undo reverts the latest change as a whole.
 */
export const colorChangeSchema = z.object({
  change: z.int(),
  key: z.string(),
  old_value: z.nullable(z.string()),
  new_value: z.nullable(z.string()),
  admin: z.string(),
  at: z.string(),
  undone: z.boolean(),
})
export type ColorChange = z.infer<typeof colorChangeSchema>

/** `GET /color-key-pairs/changes` (admin): the partner's latest changes, newest first. */
export const colorChangesResponseSchema = z.object({ result: z.array(colorChangeSchema) })

/** `POST /color-key-pairs/undo` (admin): undoes the latest change not undone yet (no body). */
export const colorUndoResponseSchema = z.object({
  undone: z.nullable(z.int()),
  result: z.array(colorSettingSchema),
})
