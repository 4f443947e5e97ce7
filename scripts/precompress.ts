import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** What a browser gets compressed; smaller files travel as they are (the server's compress threshold too). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|webmanifest)$/
const MIN_BYTES = 1024

/**
 * Every script, style and graphic under the build's `assets/` written beside itself as `.br` (quality 11)
 * and `.gz` (level 9), once, at build time (issue 26). The server sends those (`serveStatic`'s
 * `precompressed`, api/server/http/static.ts) instead of gzipping each file again on every request: a
 * route's few dozen chunks were each compressed on the request thread while the customer waited for the
 * next step, and brotli at its best level is some 15% smaller than the gzip that was sent, which a phone
 * on a slow network loads sooner. Only `assets/`: those files are named by their content and never change
 * in place, so a copy is never older than its file. The rest (the service worker, the offline page) may be
 * replaced where it lies by a deploy, and a stale copy beside it would be sent instead. Source maps are
 * never served, so never compressed.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      // Once every file is written.
      order: 'post',
      sequential: true,
      async handler() {
        await compressBuild(outDir)
      },
    },
  }
}

/** Writes the copies for a build folder: for its `assets/` only (see `precompress`). */
export const compressBuild = (outDir: string) => compressFolder(path.join(outDir, 'assets'))

/** Writes `.br` and `.gz` beside each compressible file in the folder and below it. */
async function compressFolder(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  await Promise.all(files.map(compressFile))
}

async function compressFile(file: string): Promise<void> {
  const bytes = await readFile(file)
  if (bytes.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ])
  // Only what is smaller: otherwise the file itself is the better answer.
  await Promise.all([
    br.length < bytes.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < bytes.length ? writeFile(`${file}.gz`, gz) : undefined,
  ])
}
