// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { routeChunks } from '../../api/server/http/route-chunks'
import { tempStaticDir } from './helpers'

/** Vite's manifest of a build with an entry, two split routes and chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_runtime-R.js'] },
  '_runtime-R.js': { file: 'assets/runtime-R.js' },
  '_Input-I.js': { file: 'assets/Input-I.js', imports: ['_runtime-R.js', '_use-id-U.js'] },
  '_use-id-U.js': { file: 'assets/use-id-U.js', imports: ['index.html'] },
  'views/routes/welcome.tsx?tsr-split=component': {
    file: 'assets/welcome-W.js',
    imports: ['_WelcomePage-P.js', 'index.html'],
  },
  '_WelcomePage-P.js': { file: 'assets/WelcomePage-P.js', imports: ['_Input-I.js'] },
  'views/routes/sign-in/index.tsx?tsr-split=component': {
    file: 'assets/sign-in-S.js',
    imports: ['_Input-I.js'],
  },
  'views/routes/user/route.tsx?tsr-split=component': { file: 'assets/route-U.js' },
  'views/routes/welcome-later.tsx?tsr-split=component': { file: 'assets/welcome-later-L.js' },
}

const build = tempStaticDir()
afterAll(() => build.remove())
const write = (manifest: unknown) => {
  mkdirSync(path.join(build.dir, '.vite'), { recursive: true })
  writeFileSync(path.join(build.dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
}

describe('the scripts of the routes a page rendered', () => {
  it("are each route's split parts with what they import, without what the entry loads anyway", () => {
    write(MANIFEST)
    const chunksOf = routeChunks(build.dir)
    expect(chunksOf(['__root__', '/welcome'])).toEqual([
      '/assets/welcome-W.js',
      '/assets/WelcomePage-P.js',
      '/assets/Input-I.js',
      '/assets/use-id-U.js',
    ])
    // An index route (its id ends in "/"), a layout route (route.tsx); a name that only begins alike is
    // another route's.
    expect(chunksOf(['/sign-in/'])).toEqual([
      '/assets/sign-in-S.js',
      '/assets/Input-I.js',
      '/assets/use-id-U.js',
    ])
    expect(chunksOf(['/user'])).toEqual(['/assets/route-U.js'])
    expect(chunksOf(['/nope', '__root__'])).toEqual([])
  })

  it('follow a new build, and are none without a manifest or with a broken one', async () => {
    write(MANIFEST)
    const chunksOf = routeChunks(build.dir)
    expect(chunksOf(['/user'])).toEqual(['/assets/route-U.js'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    write({ ...MANIFEST, 'views/routes/user/route.tsx?tsr-split=component': { file: 'assets/route-V.js' } })
    expect(chunksOf(['/user'])).toEqual(['/assets/route-V.js'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    writeFileSync(path.join(build.dir, '.vite', 'manifest.json'), '{ not json')
    expect(chunksOf(['/user'])).toEqual([])
    rmSync(path.join(build.dir, '.vite'), { recursive: true })
    expect(chunksOf(['/user'])).toEqual([])
  })
})
