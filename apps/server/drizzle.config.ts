import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @crowdvault/server` writes a new migration after a schema change;
// migrations are committed and applied at start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
