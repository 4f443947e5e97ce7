import * as z from 'zod/mini'
import { userPatchSchema } from './auth'
import { birthDateSchema } from './date-rules'

/** `PATCH /users/me` as the server parses it on `today`: a birth date within forms §5's rules (18..100). */
export const userPatchSchemaOn = (today: string) =>
  z.extend(userPatchSchema, { birth_date: z.optional(z.nullable(birthDateSchema({ today }))) })
