/**
 * The data the server wrote into this page as `<script id="…" type="application/json">` (the run-time
 * configuration, the rendered page's partner), checked with its contract's check (asRuntimeConfig,
 * asRenderedPage); null when the element is missing or empty, or holds something that is not JSON or not
 * that shape. Never throws.
 */
export function readPageData<T>(doc: Document, id: string, check: (value: unknown) => T | null): T | null {
  const text = doc.getElementById(id)?.textContent
  if (!text) return null
  try {
    return check(JSON.parse(text))
  } catch {
    return null
  }
}
