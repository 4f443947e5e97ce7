import * as z from 'zod/v4/core'
import { errorBodySchema, type ErrorBody } from '../contract/errors'

/**
 * How http.ts reads an answer: with its route's schema, and an error body with the API's. A chunk of its
 * own, fetched with a page's first call to the API, so zod is not part of the first page (issue 26).
 */
export const parseAnswer = z.safeParse

/** The API's error body, or undefined when the answer is not one (a proxy's HTML page, nothing). */
export function parseErrorBody(payload: unknown): ErrorBody | undefined {
  const parsed = z.safeParse(errorBodySchema, payload)
  return parsed.success ? parsed.data : undefined
}
