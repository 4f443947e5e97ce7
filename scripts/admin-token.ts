// Prints an admin token for the colour admin calls: npx node --import tsx scripts/admin-token.ts <slug> [name]
// It is signed with JWT_SECRET (or the development secret), as the server checks it.
import { signAdminToken } from '../api/server/auth/admin-token'
import { ConfigError, loadConfig } from '../api/server/config'

const [slug, name = 'Demo Admin'] = process.argv.slice(2)
if (!slug || !/^[a-z0-9-]+$/.test(slug)) {
  process.stderr.write('usage: npx node --import tsx scripts/admin-token.ts <partner-slug> [admin name]\n')
  process.exit(1)
}
try {
  const config = loadConfig()
  if (config.warnings.length > 0) {
    process.stderr.write(
      'JWT_SECRET is not set: in production the server uses a random secret, so set one.\n',
    )
    process.exit(1)
  }
  process.stdout.write(`${await signAdminToken({ partner: slug, name }, config.jwtSecret)}\n`)
} catch (err) {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`)
  process.exit(1)
}
