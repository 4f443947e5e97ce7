// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { pathOf } from '../../api/contract/route'
import { API_PREFIXES, isApiPath, routes } from '../../api/contract/routes'
import { createApp } from '../../api/server/app'
import { loadConfig } from '../../api/server/config'
import type { AppDeps } from '../../api/server/deps'
import { createLogger } from '../../api/server/logger'

const table = Object.entries(routes)
const key = (method: string, p: string) => `${method} ${p}`

/**
 * The app built on stand-in deps: registering routes touches no database or adapter (they are used in
 * handlers only), so anything but the config and logger can be a proxy that answers itself.
 */
function registeredRoutes(): Set<string> {
  const anything: unknown = new Proxy(function () {}, {
    get: (_target, prop) => (prop === 'then' ? undefined : anything),
    apply: () => anything,
  })
  const deps = new Proxy(
    { config: loadConfig({ LOG_LEVEL: 'silent' }), logger: createLogger('silent') },
    { get: (target, prop) => (prop in target ? target[prop as keyof typeof target] : anything) },
  ) as unknown as AppDeps
  const app = createApp(deps)
  return new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => key(r.method, r.path)))
}

describe('the route table (api/contract/routes.ts)', () => {
  it('names each method and path once', () => {
    const keys = table.map(([, r]) => key(r.method, r.path))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('is what the server registers: every route, with its method and path, and nothing else', () => {
    const registered = registeredRoutes()
    for (const [name, r] of table) {
      expect(registered.has(key(r.method, r.path)), `${name}: ${r.method} ${r.path}`).toBe(true)
    }
    const declared = new Set(table.map(([, r]) => key(r.method, r.path.replace(/\/$/, ''))))
    for (const found of registered) {
      // The identity socket also answers without its trailing slash.
      expect(declared.has(found.replace(/(.)\/$/, '$1')), `${found} is not in the table`).toBe(true)
    }
  })

  it('derives the API prefixes: each is served by a route, and every route is under one', () => {
    for (const prefix of API_PREFIXES) {
      expect(table.some(([, r]) => r.path === prefix || r.path.startsWith(`${prefix}/`))).toBe(true)
    }
    for (const [, r] of table) expect(isApiPath(pathOf(r, { id: 1, room: 'x' }))).toBe(true)
    // (/allianz is served since the home journey, issue 19.)
    for (const unserved of ['/api', '/address', '/allianzx', '/welcome'])
      expect(isApiPath(unserved)).toBe(false)
  })

  it('builds parameterised paths, encoding the values', () => {
    expect(pathOf(routes.cartDelete, { id: 12 })).toBe('/cart-item/12')
    expect(pathOf(routes.payment, { id: 'pi/1 2' })).toBe('/payments/pi%2F1%202')
    expect(pathOf(routes.identitySocket, { room: 'abc' })).toBe('/stripe/identity/abc/')
    expect(() => pathOf(routes.cartDelete, {} as { id: number })).toThrow(/:id/)
  })
})

/** String and template literals in a source file that start with '/' (comments are not literals). */
function pathLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (node.text.startsWith('/')) found.push(node.text)
    } else if (ts.isTemplateExpression(node) && node.head.text.startsWith('/')) {
      found.push(node.getText(source))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('api/client', () => {
  const dir = path.resolve(__dirname, '../../api/client')
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'))

  it('takes every path from the route table, writing none itself', () => {
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) expect(pathLiterals(path.join(dir, file)), file).toEqual([])
  })

  it('would notice a path written out', () => {
    const probe = path.resolve(__dirname, 'route-table.test.ts')
    expect(pathLiterals(probe)).toContain('/cart-item/12')
  })
})
