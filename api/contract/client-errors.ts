import * as z from 'zod/mini'

/** `POST /client-errors`: what the crash page's "report" button sends (no personal data). */
export const clientErrorReportSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  url: z.string().check(z.maxLength(2000)),
  /** When the crash happened, ISO 8601. */
  at: z.iso.datetime(),
  user_agent: z.optional(z.string().check(z.maxLength(500))),
})
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>

export const clientErrorReceiptSchema = z.object({ status: z.literal('received') })
