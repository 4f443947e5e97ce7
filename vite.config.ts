import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const apiPort = Number(process.env.API_PORT ?? 3001)
const api = `http://127.0.0.1:${apiPort}`
// Paths the dev server hands to the API server; everything else is the SPA.
const apiPaths = ['/partners', '/healthz', '/color-key-pairs', '/auth/', '/jwt/', '/users', '/magic-link']
const proxy = Object.fromEntries(apiPaths.map((p) => [p, { target: api, changeOrigin: false }]))

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './views/routes',
      generatedRouteTree: './views/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
  ],
  server: {
    host: '127.0.0.1',
    allowedHosts: ['.localhost'],
    proxy: { ...proxy, '/ws/': { target: api, ws: true, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/{unit,components,server,machines,model}/**/*.test.{ts,tsx}'],
    css: false,
  },
})
