// `npm run dev`: the API server (restarting on change) on API_PORT and Vite on PORT with a proxy to it.
// Open http://zzp.localhost:3000 (or another seeded partner). Ctrl-C stops both.
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '3000'
const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn('tsx', ['watch', '--clear-screen=false', 'api/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DEV_PUBLIC_PORT: port,
      DATA_DIR: process.env.DATA_DIR ?? './data/dev',
    },
  }),
  spawn('vite', ['--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) =>
  child.on('exit', (code) => {
    stop()
    process.exitCode ||= code ?? 0
  }),
)
