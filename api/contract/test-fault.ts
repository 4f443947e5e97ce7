import * as z from 'zod/mini'

/**
 * The path tests' fault control (docs/path-tests.md): a server started with `TEST_CONTROLS=1` outside
 * production answers a named route of the route table with the status and error body a test asks for,
 * so a generated test can show an outcome a person cannot cause from the screen (a refusal, a provider
 * down). The browser sends it as the cookie below (a base64url JSON list), an API client as the header.
 */
export const TEST_FAULT_COOKIE = 'test-fault'
export const TEST_FAULT_HEADER = 'x-test-fault'

export const testFaultSchema = z.object({
  /** A route's name in api/contract/routes.ts (`cancelPolicy`). */
  route: z.string().check(z.minLength(1), z.maxLength(80)),
  status: z.number().check(z.int(), z.gte(400), z.lte(599)),
  /** Merged over the error body (code, field_errors, non_field_errors), as the real refusal says it. */
  body: z.optional(z.record(z.string(), z.unknown())),
})
export type TestFault = z.infer<typeof testFaultSchema>

export const testFaultsSchema = z.array(testFaultSchema).check(z.maxLength(10))

/** The cookie's (or header's) value for these faults. */
export const encodeTestFaults = (faults: readonly TestFault[]): string =>
  btoa(JSON.stringify(faults)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** The faults a value asks for; null when it is not a valid value (the control then answers 400). */
export function decodeTestFaults(value: string): TestFault[] | null {
  try {
    const json = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    const parsed = z.safeParse(testFaultsSchema, JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
