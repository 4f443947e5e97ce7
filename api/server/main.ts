import { ConfigError, loadConfig } from './config'
import { SEED_PARTNERS } from './db/seed-data'
import { partnerOrigin } from './http/host'
import { createLogger } from './logger'
import { startServer } from './start'

/** `node --import tsx api/server/main.ts`: serve the app, the API and the sockets on one port. */
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    process.stderr.write(`${err.message}\n`)
    process.exit(1)
  }
  const logger = createLogger(config.logLevel)
  for (const warning of config.warnings) logger.warn(warning)

  const server = await startServer(config, logger, { jobs: true })
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  logger.info(
    `listening on ${server.url} (${config.production ? 'production' : 'development'}, flags: ${config.appEnv}, database: ${where})`,
  )
  for (const { slug, name } of SEED_PARTNERS) logger.info(`  ${name}: ${partnerOrigin(config, slug)}`)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal}: shutting down`)
    const failsafe = setTimeout(() => {
      logger.error('shutdown took longer than 5 s; exiting')
      process.exit(1)
    }, 5000)
    failsafe.unref()
    server.close().then(
      () => process.exit(0),
      (err) => {
        logger.error('shutdown failed', err)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((err) => {
  process.stderr.write(
    `The server could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  )
  process.exit(1)
})
