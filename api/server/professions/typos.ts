/**
 * Typo tolerance of the profession search: how many edits (a letter inserted, left out or replaced, or
 * two neighbours swapped: the optimal string alignment distance) separate a query from a name.
 */

/** Edits a query of this many letters may hold: none below four letters, one up to seven, then two. */
export const typoAllowance = (letters: number) => (letters < 4 ? 0 : letters < 8 ? 1 : 2)

/**
 * The fewest edits from `query` to `text` or to any beginning of `text` (so a name half typed, typos
 * and all, is found while the customer types): 'webdevloper' → 'webdeveloper' is 1, 'loodgiet' →
 * 'loodgieter' is 0. Past `max` the answer is Infinity. Only the cells of the table within `max` of its
 * diagonal are worked out, and the work stops once no row can come back under `max`, so a search
 * through thousands of names stays well under a millisecond or two.
 */
export function typoDistance(query: string, text: string, max: number): number {
  const m = query.length
  if (m === 0) return 0
  if (m - text.length > max) return Infinity
  // A beginning longer than m + max is more than max edits away.
  const n = Math.min(text.length, m + max)
  if (lettersMissing(query, text, n, max) > max) return Infinity
  const far = max + 1
  // Three rows of the (m+1) × (n+1) table: the one two back is for the swap of two neighbours.
  let [back, prev, cur] = rows(n + 2)
  for (let j = 0; j <= n; j += 1) prev[j] = Math.min(j, far)
  for (let i = 1; i <= m; i += 1) {
    const lo = Math.max(1, i - max)
    const hi = Math.min(n, i + max)
    // The cells either side of the band count as too far.
    cur[lo - 1] = lo === 1 ? Math.min(i, far) : far
    if (hi < n) cur[hi + 1] = far
    let rowMin = cur[lo - 1]!
    const q = query.charCodeAt(i - 1)
    for (let j = lo; j <= hi; j += 1) {
      const t = text.charCodeAt(j - 1)
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (q === t ? 0 : 1))
      if (i > 1 && j > 1 && q === text.charCodeAt(j - 2) && query.charCodeAt(i - 2) === t)
        d = Math.min(d, back[j - 2]! + 1)
      cur[j] = Math.min(d, far)
      if (d < rowMin) rowMin = d
    }
    // A row's smallest value never shrinks further down the table.
    if (rowMin > max) return Infinity
    ;[back, prev, cur] = [prev, cur, back]
  }
  // `prev` is now the last row: the query against every beginning of the text (within the band).
  let best = far
  for (let j = Math.max(0, m - max); j <= Math.min(n, m + max); j += 1) best = Math.min(best, prev[j]!)
  return best <= max ? best : Infinity
}

/**
 * How many letters of the query (a to z, counted up to `max` + 1) the first `n` characters of the text
 * do not hold at all: each needs an edit of its own, so more than `max` rules the text out before the
 * table is worked out (most names of the catalogue share too few letters with a query).
 */
function lettersMissing(query: string, text: string, n: number, max: number): number {
  let held = 0
  for (let j = 0; j < n; j += 1) {
    const letter = text.charCodeAt(j) - 97
    if (letter >= 0 && letter < 26) held |= 1 << letter
  }
  let missing = 0
  for (let i = 0; i < query.length && missing <= max; i += 1) {
    const letter = query.charCodeAt(i) - 97
    if (letter >= 0 && letter < 26 && (held & (1 << letter)) === 0) missing += 1
  }
  return missing
}

/** The table's three rows, kept between calls (a search makes thousands) and grown for a longer text. */
let buffers: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
]
function rows(length: number): [Int32Array, Int32Array, Int32Array] {
  if (buffers[0].length < length) {
    const size = Math.max(length, buffers[0].length * 2)
    buffers = [new Int32Array(size), new Int32Array(size), new Int32Array(size)]
  }
  return buffers
}
