import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import type { Logger } from './logger'
import { createIdentityProvider } from './identity/create-identity-provider'
import type { IdentityProviderAdapter } from './identity/provider'
import { createLocalIdentitySimulator, type LocalIdentitySimulator } from './identity/local-simulator'
import { startJobQueue, type JobQueue } from './jobs/queue'
import { startWorkers } from './jobs/workers'
import { recordIdentityStatus } from './identity/status'
import { createAddressLookup, type AddressLookup } from './lookups/address-lookup'
import { createVehicleRegister, type VehicleRegister } from './lookups/vehicle-register'
import { createCompanyLookup, type CompanyLookup } from './lookups/company-lookup'
import { createMailer } from './mail/create-mailer'
import type { Mailer } from './mail/mailer'
import { createPaymentsProvider } from './payments/create-provider'
import type { PaymentsProvider } from './payments/provider'
import { createPartnerStore, type PartnerStore } from './partners/store'
import { createProfessionAssistant, type ProfessionAssistant } from './professions/assistant'
import { createSupportAssistant, type SupportAssistant } from './support/assistant'
import { createRealtimeHub, type RealtimeHub } from './realtime'
import { watchPartnerUpdates } from './partners/updates'
import { createErrorReporter, type ErrorReporter } from './monitoring/error-reporter'

/** What the app's routes use. Third-party adapters (e-mail, identity, lookups) are added here as they come. */
export interface AppDeps {
  config: Config
  database: DatabaseHandle
  logger: Logger
  mailer: Mailer
  partners: PartnerStore
  realtime: RealtimeHub
  /** Suggests professions for a description of the work (local ranking, or an AI service when configured). */
  professionAssistant: ProfessionAssistant
  supportAssistant: SupportAssistant
  /** Dutch address by postal code and house number (local seeded register, or PDOK when configured). */
  addressLookup: AddressLookup
  /** Vehicles by licence plate: the RDW open data when configured, else the local register (issue 19). */
  vehicleRegister: VehicleRegister
  /** Companies of the trade register by KvK number or name (local register, or the KvK when configured). */
  companyLookup: CompanyLookup
  /** Direct debits and reminder payments (Stripe when configured, else the local provider). */
  payments: PaymentsProvider
  /** Identity verification sessions (Stripe Identity when STRIPE_SECRET_KEY is set, else the local stand-in). */
  identity: IdentityProviderAdapter
  /** The local stand-in's overlay submissions, played as Stripe's events (used only with the local provider). */
  localIdentity: LocalIdentitySimulator
  /** Jobs in the database (jobs/): debits, settlements, reminders, policy e-mails, the invoice run. */
  queue: JobQueue
  /** Unexpected failures (a 500, a job that failed for good) to Sentry when SENTRY_DSN is set. */
  errors: ErrorReporter
}

/**
 * Builds the partner cache and the socket hub, starts listening for partner changes, and starts the job
 * queue's workers. `scheduling`: this server also keeps the invoice run's schedule, config's
 * INVOICE_RUN_SCHEDULE (main.ts asks for it; tests run the invoice run themselves). `working: false`: it
 * sends jobs but leaves them to the other servers (tests' second apps, whose config differs from the
 * first's: servers that share a queue share their config in production).
 */
export async function createAppDeps(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  { scheduling = false, working = true }: { scheduling?: boolean; working?: boolean } = {},
): Promise<AppDeps & { dispose(): Promise<void> }> {
  const partners = createPartnerStore(database.db, config, logger)
  const realtime = await createRealtimeHub(database, logger)
  const stopWatching = await watchPartnerUpdates(database, partners, realtime)
  const mailer = createMailer(config, database.db, logger)
  const errors = createErrorReporter(config, logger)
  const queue = await startJobQueue(database.jobConnection, {
    logger,
    scheduling: scheduling && config.invoiceRunSchedule !== null,
    onGaveUp: (job, err) => errors.capture(err, { job }),
  })
  // The local provider settles its own debits after a delay (a job), as Stripe's webhook does for real ones.
  const payments = createPaymentsProvider(config, queue)
  const localIdentity = createLocalIdentitySimulator({
    delayMs: config.localIdentityDelayMs,
    record: (sessionId, change) => recordIdentityStatus({ database, realtime, logger }, sessionId, change),
    queue,
  })
  const deps: AppDeps = {
    config,
    database,
    logger,
    mailer,
    partners,
    realtime,
    professionAssistant: createProfessionAssistant(config, database.db, logger),
    supportAssistant: createSupportAssistant(config, database.db, logger),
    addressLookup: createAddressLookup(config, logger),
    vehicleRegister: createVehicleRegister(config, logger),
    companyLookup: createCompanyLookup(config, logger),
    payments,
    identity: createIdentityProvider(config, logger),
    localIdentity,
    queue,
    errors,
  }
  if (working) await startWorkers(deps, { schedule: scheduling ? config.invoiceRunSchedule : null })
  return {
    ...deps,
    async dispose() {
      await queue.stop() // the jobs under way finish (or are retried by another server)
      await stopWatching().catch(() => undefined)
      await realtime.close()
      await errors.close()
    },
  }
}
