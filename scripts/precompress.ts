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
 * Every script, style and graphic of the build written beside itself as `.br` (quality 11) and `.gz`
 * (level 9), once, at build time (issue 26). The server sends those (`serveStatic`'s `precompressed`,
 * api/server/http/static.ts) instead of gzipping each file again on every request: a route's few dozen
 * chunks were each compressed on the request thread while the customer waited for the next step, and
 * brotli at its best level is some 15% smaller than the gzip that was sent, which a phone on a slow
 * network loads sooner. Source maps are never served, so never compressed.
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
      // After the service worker (vite-plugin-pwa) and the public folder are written.
      order: 'post',
      sequential: true,
      async handler() {
        await compressFolder(outDir)
      },
    },
  }
}

/** Writes `.br` and `.gz` beside each compressible file in the folder and below it. */
export async function compressFolder(dir: string): Promise<void> {
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
