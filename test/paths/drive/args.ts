/** A named step's arguments, as the script wrote them (JSON). */
export type Args = Record<string, unknown>
