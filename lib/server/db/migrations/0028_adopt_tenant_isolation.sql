-- Adopted, not created: the drizzle schema now declares the tenant isolation that migrations 0023 and
-- 0026 wrote by hand (lib/server/db/schema/tenancy.ts): the tenant_isolation policies of cari_app (and
-- with them row-level security), the UNIQUE (tenant_id, id) keys and the composite references
-- (tenant_id, x_id) -> (tenant_id, id) under their drizzle names. Every database migrated through 0027
-- has them already, so drizzle-kit's statements (drop and re-create each) are left out; this
-- migration's snapshot carries them, so the migrations generated from now on start from them.
SELECT 1;
