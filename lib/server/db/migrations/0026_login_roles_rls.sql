-- Custom SQL migration file, put your code below! --
-- Roles that cannot escape row-level security (issue 37, item 5).
--
-- The app's pools log in as two LOGIN roles of their own (lib/server/db/client.ts), neither a superuser
-- nor an owner, each NOINHERIT and a member of one group role only: cari_app_login of cari_app (the
-- tenant pool, under row-level security), cari_platform_login of cari_platform (the platform's pool).
-- RESET ROLE takes either back to a role that holds no privilege at all, and neither can SET ROLE to
-- the owner, a superuser or the other group. A migration run by a user that may create roles creates
-- them (roles are cluster-wide: parallel migrations of several databases take the lock, and a race is
-- still caught); otherwise a DBA creates them (README, "Database roles") and the block only checks.
DO $$
DECLARE
  pair text[];
  privileged boolean := (SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user);
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cari_login_roles'));
  FOREACH pair SLICE 1 IN ARRAY ARRAY[['cari_app_login', 'cari_app'], ['cari_platform_login', 'cari_platform']] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = pair[1]) AND privileged THEN
      BEGIN
        EXECUTE format(
          'CREATE ROLE %I LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION NOINHERIT',
          pair[1]
        );
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END;
    END IF;
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = pair[1]) AND NOT EXISTS (
      SELECT 1 FROM pg_auth_members m
      JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member
      WHERE g.rolname = pair[2] AND u.rolname = pair[1]
    ) THEN
      BEGIN
        EXECUTE format('GRANT %I TO %I', pair[2], pair[1]);
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE WARNING 'cannot grant % to %: a DBA must (README, Database roles)', pair[2], pair[1];
      END;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- user_roles carries its tenant: the tenant of the role (a link whose user belongs elsewhere was never
-- valid and is dropped), referenced together with the user and the role, under row-level security.
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "tenant_id" uuid;
--> statement-breakpoint
UPDATE "user_roles" ur SET "tenant_id" = r."tenant_id" FROM "roles" r WHERE r."id" = ur."role_id";
--> statement-breakpoint
DELETE FROM "user_roles" ur
  WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = ur."user_id" AND u."tenant_id" = ur."tenant_id");
--> statement-breakpoint
ALTER TABLE "user_roles" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("tenant_id", "role_id") REFERENCES "roles"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "user_roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_roles" TO cari_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- role_permissions through its role: cari_app sees and writes the permissions of its tenant's roles only.
ALTER TABLE "role_permissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "role_permissions" TO cari_app
  USING (EXISTS (SELECT 1 FROM "roles" r WHERE r."id" = "role_permissions"."role_id"
    AND r."tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (EXISTS (SELECT 1 FROM "roles" r WHERE r."id" = "role_permissions"."role_id"
    AND r."tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
-- The platform's tables. Sign-in failures, reset requests and retired refresh tokens are the
-- platform's alone. A tenant's requests end its users' sessions and activation links (disable, invite,
-- portal accounts): only those of its own users, through users' tenant. It queues mail but never reads
-- the outbox (activation links of every tenant).
REVOKE ALL ON "login_failures", "reset_requests", "retired_refresh_tokens" FROM cari_app;
--> statement-breakpoint
REVOKE SELECT, UPDATE, DELETE, TRUNCATE ON "mail_outbox" FROM cari_app;
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sessions" TO cari_app
  USING (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "sessions"."user_id"
    AND u."tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "sessions"."user_id"
    AND u."tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE "activation_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "activation_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "activation_tokens" TO cari_app
  USING (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "activation_tokens"."user_id"
    AND u."tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "activation_tokens"."user_id"
    AND u."tenant_id" = nullif(current_setting('app.tenant_id', true), '')::uuid));
