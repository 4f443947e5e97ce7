import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports point one way (ARCHITECTURE.md, HOUSE_STYLE §1). Each zone: files in `target` may not import `from`. */
const zones = [
  {
    target: './api/contract',
    from: ['./api/client', './api/server', './machines', './views', './i18n'],
    message: 'api/contract imports nothing of ours.',
  },
  {
    target: './machines',
    from: ['./views', './api/client', './api/server', './i18n'],
    message: 'machines/ stay pure: only api/contract.',
  },
  { target: './views', from: ['./api/server'], message: 'The browser never bundles server code.' },
  {
    target: './api/server',
    from: ['./views', './machines', './api/client', './i18n'],
    message: 'api/server imports only api/contract.',
  },
  {
    target: './api/client',
    from: ['./views', './machines', './api/server', './i18n'],
    message: 'api/client imports only api/contract.',
  },
  {
    target: './i18n',
    from: ['./views', './machines', './api/client', './api/server'],
    message: 'i18n/ imports only api/contract.',
  },
]

/**
 * The view rooms (ARCHITECTURE "Views"). Shared rooms, bottom-up: a room may import the rooms before it
 * in this list, never one after it, and never a feature. Features import shared rooms, never each other.
 * The composition root (views/app, views/routes, router.tsx, main.tsx) wires everything together.
 */
const SHARED_ROOMS = [
  'ui', //        generic widgets: icons, load-failed, hyphenation
  'theme', //     the partner's Mantine theme and colours
  'platform', //  the app runtime and session: deps, auth journey, toasts, language, flow mode, paths
  'partner', //   the host's partner settings
  'analytics', // the data layer, its masking and the cookie consent (reads the run-time config and the partner)
  'support', //   the header's support menu and its panels: assistant, chat, FAQ
  'invoices', //  the signed-in customer's invoices: their query, the failed-payment notice
  'layout', //    header, menus, page titles, banners
  'errors', //    error pages
  'forms', //     form fields and the words of validations and failures
  'cart', //      the cart panel and its queries
  'funnel', //    the funnel frame, steps bar and the funnel pages' guards
  'account', //   the account area's frame: left navigation, guard, its texts' catalog
]
const FEATURES = [
  'sign-in',
  'checkout',
  'payments',
  'products',
  'profession',
  'survey',
  'journeys',
  'pages',
  // The account area's pages (/user/...), each its own feature in the `account` catalog.
  'my-policies',
  'cancellation',
  'my-details',
  'my-invoices',
  'inbox',
  'claims',
  'contact',
  'checkin',
]
const ROOT = ['./views/app', './views/routes', './views/router.tsx', './views/main.tsx']
const viewZones = [
  ...SHARED_ROOMS.map((room, i) => ({
    target: `./views/${room}`,
    from: [...SHARED_ROOMS.slice(i + 1), ...FEATURES].map((r) => `./views/${r}`).concat(ROOT),
    message: `views/${room} is a shared room: it imports only the rooms below it (${SHARED_ROOMS.slice(0, i).join(', ') || 'none'}).`,
  })),
  ...FEATURES.map((feature) => ({
    target: `./views/${feature}`,
    from: FEATURES.filter((f) => f !== feature)
      .map((f) => `./views/${f}`)
      .concat(ROOT),
    message: `views/${feature} is a feature: it imports shared rooms, never another feature.`,
  })),
]

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'node_modules/',
      'data/',
      '.data/',
      'views/routeTree.gen.ts',
      'i18n/locales/',
      'test-results/',
      'test/generated/',
      'playwright-report/',
      'api/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    // Our imports are relative; the node resolver with TypeScript extensions finds them all.
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...zones, ...viewZones] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']",
          message: "Use import * as z from 'zod' (tree-shakes).",
        },
      ],
    },
  },
  {
    // Where customers drop off (issue 22 point 5): the server checks the browser's counts against the
    // journey registry and simulates the journeys for the demo counts, so this one folder reads machines/
    // (the charts' state ids and transition keys, machines run with stubbed effects); never views or the client.
    files: ['api/server/journey-stats/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones.map((zone) =>
              zone.target === './api/server'
                ? { ...zone, from: zone.from.filter((f) => f !== './machines') }
                : zone,
            ),
            ...viewZones,
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@tanstack/*', '@mantine/*', '@lingui/*'],
              message: 'machines/ are pure: no React, router, UI or i18n.',
            },
          ],
        },
      ],
    },
  },
  {
    // Route handlers are thin: they read the request (auth, body, query) and answer what a service
    // (`*-service.ts`) or a store returns. The database is reached there, never in a handler.
    files: ['api/server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
              message: 'Route handlers stay thin: query the database in a service or store of the feature.',
            },
          ],
        },
      ],
    },
  },
)
