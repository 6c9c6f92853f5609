-- Custom SQL migration file, put your code below! --
-- The list generations are the platform's bookkeeping (lib/server/kit/list-generations.ts): only the
-- platform connection reads and bumps them, so the tenant role gets nothing of the default privileges.
REVOKE ALL ON "list_generations" FROM cari_app;
