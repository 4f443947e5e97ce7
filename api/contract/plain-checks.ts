/** The small checks the first page's hand-read data shares (rendered-page.ts, runtime-config.ts, stored-session). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isTextOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string'
