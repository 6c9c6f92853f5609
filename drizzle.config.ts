import { defineConfig } from 'drizzle-kit';

// Generation only needs the dialect; the same SQL serves PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './lib/server/db/migrations',
});
