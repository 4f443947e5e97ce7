import * as z from 'zod/mini'

const MAX_INT32 = 2_147_483_647

/**
 * A query-string or path id: plain decimal digits of a positive 32-bit integer, answered as a number.
 * On its own, so a page that only checks an id does not bring the question schemas with it.
 */
export const queryIdSchema = z.pipe(
  z.string().check(
    z.regex(/^[1-9]\d{0,9}$/, { error: 'invalidFormat', abort: true }),
    z.refine((s) => Number(s) <= MAX_INT32, 'invalidFormat'),
  ),
  z.transform(Number),
)
