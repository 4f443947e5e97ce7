import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/server/db/schema.ts',
  out: './api/server/db/migrations',
})
