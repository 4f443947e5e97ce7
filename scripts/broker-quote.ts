// Creates a broker quote and prints the customer's signed link (it works while the quote is open):
//   npx tsx scripts/broker-quote.ts <partner-slug> <broker-email> <customer-email> <product-id…>
//     [--external-id=<id>] (default: the customer e-mail) [--profession=<slug>] (default: timmerman)
//     [--broker-name=<name>] [--broker-phone=<phone>] (creates or updates the broker) [--days=<1..90>]
// The products are priced by the server's rules for the profession; their questions are asked at checkout.
// Uses the configured database (DATABASE_URL, else DATA_DIR), as the server does.
import { eq } from 'drizzle-orm'
import { createBrokerQuoteSchema } from '../api/contract/broker'
import { brokerQuoteLink } from '../api/server/broker/quote-link'
import { createBrokerQuote, upsertBroker } from '../api/server/broker/quote-service'
import { ConfigError, loadConfig } from '../api/server/config'
import { openDatabase } from '../api/server/db/client'
import { partners, professions } from '../api/server/db/schema'
import { HttpError } from '../api/server/http/errors'
import { createLogger } from '../api/server/logger'

const usage =
  'usage: npx tsx scripts/broker-quote.ts <partner-slug> <broker-email> <customer-email> <product-id…> ' +
  '[--external-id=…] [--profession=<slug>] [--broker-name=…] [--broker-phone=…] [--days=…]\n'
const args = process.argv.slice(2)
const flags = new Map(
  args
    .filter((a) => a.startsWith('--'))
    .map((a) => [a.slice(2, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]),
)
const [slug, brokerEmail, customerEmail, ...productIds] = args.filter((a) => !a.startsWith('--'))
if (!slug || !/^[a-z0-9-]+$/.test(slug) || !brokerEmail || !customerEmail || productIds.length === 0) {
  process.stderr.write(usage)
  process.exit(1)
}
try {
  const config = loadConfig()
  const database = await openDatabase(config, createLogger('error'))
  try {
    await database.migrate()
    const { db } = database
    const [partner] = await db.select().from(partners).where(eq(partners.slug, slug)).limit(1)
    const [profession] = await db
      .select({ id: professions.id })
      .from(professions)
      .where(eq(professions.slug, flags.get('profession') ?? 'timmerman'))
    if (!partner || !partner.signature_secret || !profession) {
      throw new Error(`No partner "${slug}" with a signature secret, or no such profession.`)
    }
    const name = flags.get('broker-name')
    if (name) {
      await upsertBroker(db, {
        partnerId: partner.id,
        name,
        email: brokerEmail,
        phone: flags.get('broker-phone') ?? null,
      })
    }
    const externalId = flags.get('external-id') ?? customerEmail.toLowerCase()
    const input = createBrokerQuoteSchema.safeParse({
      broker_email: brokerEmail,
      customer_external_id: externalId,
      customer_email: customerEmail,
      customer_name: null,
      profession: profession.id,
      products: productIds.map((id) => ({ product: Number(id), answers: [] })),
      valid_days: flags.has('days') ? Number(flags.get('days')) : undefined,
    })
    if (!input.success) throw new Error(`Not a valid quote: ${input.error.message}`)
    const quote = await createBrokerQuote(db, partner.id, input.data)
    const origin = config.partnerOrigin.replace('{partner}', slug)
    process.stdout.write(
      `Quote ${quote.id} of ${brokerEmail} for ${customerEmail}, valid until ${quote.valid_until.toISOString()}.\n` +
        `The customer's link (it works while the quote is open):\n${brokerQuoteLink(origin, partner.signature_secret, externalId, quote.id, quote.created_at)}\n`,
    )
  } finally {
    await database.close()
  }
} catch (err) {
  const message =
    err instanceof HttpError
      ? `${err.body.detail ?? err.body.code} ${JSON.stringify(err.body.field_errors)}`
      : err instanceof ConfigError
        ? err.message
        : String(err)
  process.stderr.write(`${message}\n`)
  process.exit(1)
}
