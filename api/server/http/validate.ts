import type { Context } from 'hono'
import * as z from 'zod/v4/core'
import type { ErrorBody } from '../../contract/errors'
import { errorBody, HttpError } from './errors'

/**
 * Messages for zod's own issues, as keys the browser translates under `validations`. A message a schema
 * sets itself (such as 'hexColor') wins over these.
 */
const toKey: z.$ZodErrorMap = (issue) => {
  const missing =
    issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')
  if (missing) return 'required'
  switch (issue.code) {
    case 'invalid_type':
      return 'invalidType'
    case 'invalid_value':
      return 'invalidChoice'
    case 'invalid_union':
      return 'invalid'
    case 'too_small':
      return issue.origin === 'array' ? 'tooFew' : 'tooShort'
    case 'too_big':
      return issue.origin === 'array' ? 'tooMany' : 'tooLong'
    case 'invalid_format':
      return 'invalidFormat'
    case 'unrecognized_keys':
      return 'unknownField'
    default:
      return 'invalid'
  }
}

/** Issues keyed by their path joined with '.'; issues about the whole input go to non_field_errors. */
export function issuesToErrors(
  issues: readonly z.$ZodIssue[],
): Pick<ErrorBody, 'field_errors' | 'non_field_errors'> {
  const field_errors: Record<string, string[]> = {}
  const non_field_errors: string[] = []
  for (const issue of issues) {
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // A union (one pair or a list): report the branch that got furthest, not "invalid".
      const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0] ?? []
      const nested = issuesToErrors(best.map((i) => ({ ...i, path: [...issue.path, ...i.path] })))
      for (const [k, v] of Object.entries(nested.field_errors)) (field_errors[k] ??= []).push(...v)
      non_field_errors.push(...nested.non_field_errors)
      continue
    }
    if (issue.path.length === 0) non_field_errors.push(issue.message)
    else (field_errors[issue.path.map(String).join('.')] ??= []).push(issue.message)
  }
  return { field_errors, non_field_errors }
}

/** How far a union branch got: a wrong type at the root scores lowest. */
const depth = (issues: readonly z.$ZodIssue[]) =>
  issues.some((i) => i.code === 'invalid_type' && i.path.length === 0)
    ? -1
    : Math.max(0, ...issues.map((i) => i.path.length))

/** Paths of strings holding U+0000, which PostgreSQL text cannot store (it would be a 500, not a 400). */
function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.'))
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nulPaths(v, [...path, k], found)
  }
  return found
}

/** Works with classic and mini schemas alike (the contract uses zod/mini to stay small in the browser). */
export function parseWith<T extends z.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input, { error: toKey })
  if (!result.success) {
    throw new HttpError(
      400,
      errorBody('validation_error', 'The request is not valid.', issuesToErrors(result.error.issues)),
    )
  }
  const nul = nulPaths(result.data)
  if (nul.length === 0) return result.data
  const field_errors = Object.fromEntries(nul.filter(Boolean).map((p) => [p, ['invalid']]))
  const non_field_errors = nul.includes('') ? ['invalid'] : []
  throw new HttpError(
    400,
    errorBody('validation_error', 'The request is not valid.', { field_errors, non_field_errors }),
  )
}

/**
 * The JSON body, not yet checked (for a route whose schema depends on stored state: check it with
 * `parseWith`, never walk it by hand, it may be nested thousands deep). Malformed JSON is a 400.
 */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text())
  } catch {
    throw new HttpError(
      400,
      errorBody('invalid_json', 'The request body is not valid JSON.', {
        non_field_errors: ['invalid_json'],
      }),
    )
  }
}

/** Parses the JSON body with `schema`; malformed JSON or a wrong shape is a 400, never a 500. */
export async function parseBody<T extends z.$ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseWith(schema, await readJson(c))
}

/** Parses the query string (one value per name) with `schema`. */
export const parseQuery = <T extends z.$ZodType>(c: Context, schema: T): z.output<T> =>
  parseWith(schema, c.req.query())

const MAX_INT32 = 2_147_483_647

/** A path id: a positive 32-bit integer in plain decimal digits, else null (the route answers 404). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= MAX_INT32 ? id : null
}
