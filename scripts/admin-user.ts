// Creates a partner's admin (or renames an existing one), who then signs in by e-mail link on the
// partner's /admin/sign-in page: npx tsx scripts/admin-user.ts <partner-slug> <email> <name>
// Uses the configured database (DATABASE_URL, else DATA_DIR), as the server does; no secret is needed.
import { eq } from 'drizzle-orm'
import { upsertAdminUser } from '../api/server/admin/admin-users'
import { ConfigError, loadConfig } from '../api/server/config'
import { openDatabase } from '../api/server/db/client'
import { partners } from '../api/server/db/schema'
import { createLogger } from '../api/server/logger'
import { emailSchema } from '../api/contract/validation'

const usage = 'usage: npx tsx scripts/admin-user.ts <partner-slug> <email> <name>\n'
const [slug, email, ...nameParts] = process.argv.slice(2)
const name = nameParts.join(' ').trim()
const parsedEmail = emailSchema.safeParse(email ?? '')
if (!slug || !/^[a-z0-9-]+$/.test(slug) || !parsedEmail.success || !name || name.length > 200) {
  process.stderr.write(usage)
  process.exit(1)
}
try {
  const config = loadConfig()
  const database = await openDatabase(config, createLogger('error'))
  try {
    await database.migrate()
    const [partner] = await database.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.slug, slug))
      .limit(1)
    if (!partner) {
      process.stderr.write(`No partner with the slug "${slug}".\n`)
      process.exitCode = 1
    } else {
      await upsertAdminUser(database.db, { partnerId: partner.id, email: parsedEmail.data, name })
      process.stdout.write(
        `Admin ${parsedEmail.data} (${name}) of ${slug} can now sign in at ${config.partnerOrigin.replace('{partner}', slug)}/admin/sign-in\n`,
      )
    }
  } finally {
    await database.close()
  }
} catch (err) {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`)
  process.exit(1)
}
