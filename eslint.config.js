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

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      '.data/',
      'views/routeTree.gen.ts',
      'i18n/locales/',
      'test-results/',
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
      'import/no-restricted-paths': ['error', { zones }],
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
)
