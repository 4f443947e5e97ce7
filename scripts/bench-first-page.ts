/**
 * What a first visit to /welcome downloads: every script and style Chromium requests until the network
 * is idle and the heading shows, sized from the build folder (gzip level 9). `npm run bench` reports it;
 * `npm run bench:ci` fails CI when the scripts grow past their ceiling.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { launchChromium } from './bench-server'

export interface FirstPage {
  files: { path: string; raw: number; gzip: number }[]
  jsGzip: number
  cssGzip: number
}

export async function measureFirstPage(origin: string, staticDir = 'dist'): Promise<FirstPage> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const paths = new Set<string>()
    page.on('request', (request) => {
      const type = request.resourceType()
      if (type === 'script' || type === 'stylesheet') paths.add(new URL(request.url()).pathname)
    })
    await page.goto(`${origin}/welcome`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).waitFor()
    const files = [...paths].sort().map((path) => {
      const bytes = readFileSync(`${staticDir}${path}`)
      return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    })
    const sum = (ext: string) => files.filter((f) => f.path.endsWith(ext)).reduce((n, f) => n + f.gzip, 0)
    return { files, jsGzip: sum('.js'), cssGzip: sum('.css') }
  } finally {
    await browser.close()
  }
}
