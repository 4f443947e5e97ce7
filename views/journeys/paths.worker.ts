/// <reference lib="webworker" />
// Generates a journey's paths and its chart lint off the main thread (about a second for checkout).
import { journeyById } from '../../machines'
import { pathsDocument, type PathsDocument } from '../../machines/graph/export'
import { lintJourney, type LintPartner, type LintProblem } from '../../machines/graph/lint'
import { generatePaths } from '../../machines/graph/paths'
import { pathRank } from './script/rank'
import { scripts } from './script/scripts'

export interface PathsRequest {
  id: string
  partner: LintPartner
}
export type PathsReply =
  { ok: true; doc: PathsDocument; generationMs: number; lint: LintProblem[] } | { ok: false; message: string }

self.onmessage = (message: MessageEvent<PathsRequest>) => {
  const { id, partner } = message.data
  const journey = journeyById(id)
  let reply: PathsReply
  try {
    if (!journey) throw new Error(`no journey ${id}`)
    const generated = generatePaths(journey)
    reply = {
      ok: true,
      // Numbered as the QA export numbers them: walkable paths first (the script's rank).
      doc: pathsDocument(journey, generated, false, pathRank(scripts[journey.id])),
      generationMs: generated.generationMs,
      lint: lintJourney(journey, [partner], generated),
    }
  } catch (err) {
    reply = { ok: false, message: err instanceof Error ? err.message : String(err) }
  }
  self.postMessage(reply)
}
