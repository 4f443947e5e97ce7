import * as z from 'zod/mini'

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
 * `GET /professions?q=&limit=`: accent- and case-insensitive search on the name (request's language)
 * and keywords; prefix matches first, then the rest, each alphabetically. No q lists alphabetically.
 */
export const professionSearchQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(50))), 20),
})
export type ProfessionSearchQuery = z.infer<typeof professionSearchQuerySchema>

export const professionsResponseSchema = z.object({ result: z.array(professionSchema) })
export type ProfessionsResponse = z.infer<typeof professionsResponseSchema>
