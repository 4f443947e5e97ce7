import type * as z from 'zod/mini'

/**
 * The data the server wrote into this page as `<script id="…" type="application/json">` (the run-time
 * configuration, the rendered page's partner), parsed with its contract's schema; null when the element
 * is missing or empty, or holds something that is not JSON or not that shape. Never throws.
 */
export function readPageData<S extends z.ZodMiniType>(
  doc: Document,
  id: string,
  schema: S,
): z.infer<S> | null {
  const text = doc.getElementById(id)?.textContent
  if (!text) return null
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
