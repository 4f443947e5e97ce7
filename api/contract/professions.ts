import * as z from 'zod/mini'
import { professionDescriptionSchema } from './validation'

/**
 * A profession of the catalogue (forms §2, profession search), with its name and description in the
 * request's language (Accept-Language). `GET /professions/:id` answers one.
 */
export const professionSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.nullable(z.string()),
})
export type Profession = z.infer<typeof professionSchema>

/**
 * `GET /professions?q=&limit=`: accent-, case- and spacing-insensitive search on the names in every
 * language of the catalogue and the keywords, answered in the request's language. Names in that
 * language first (whole, beginning, a word's beginning, inside), then names in other languages (whole,
 * beginning, a word's beginning), then keywords, each alphabetically. When nothing holds q as typed,
 * typos are forgiven (one in 4 to 7 letters, two from 8): the professions the fewest edits away. No q
 * lists alphabetically.
 */
export const professionSearchQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(50))), 20),
})
export type ProfessionSearchQuery = z.infer<typeof professionSearchQuerySchema>

export const professionsResponseSchema = z.object({ result: z.array(professionSchema) })
export type ProfessionsResponse = z.infer<typeof professionsResponseSchema>

/**
 * `POST /professions/suggest` (the assistant modal): professions that fit a free-text description of
 * the work, best first, with a score in 0..1. The server answers from a local similarity ranking by
 * default; a real AI service can take its place behind the same call.
 */
export const professionSuggestRequestSchema = z.object({
  description: professionDescriptionSchema,
  limit: z._default(z.int().check(z.minimum(1), z.maximum(10)), 5),
})
export type ProfessionSuggestRequest = z.input<typeof professionSuggestRequestSchema>
export const professionSuggestionSchema = z.object({ profession: professionSchema, score: z.number() })
export const professionSuggestResponseSchema = z.object({ result: z.array(professionSuggestionSchema) })
export type ProfessionSuggestion = z.infer<typeof professionSuggestionSchema>
