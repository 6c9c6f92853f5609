-- Custom SQL migration file, put your code below! --
-- Tenant isolation in the database (issue 18).
--
-- Roles (cluster-wide, created once; parallel migrations of several databases may race, hence the
-- handlers): the app never queries as the connecting (owner/super) user. After migrating it switches to
-- cari_platform, a non-superuser with BYPASSRLS for the platform's own paths (sign-in, Backoffice, mail
-- worker, seeds), and a tenant's request runs in a transaction that switches to cari_app (no BYPASSRLS)
-- with app.tenant_id set (lib/server/db/tenant-scope.ts). Neither owns anything.
DO $$
BEGIN
  BEGIN
    CREATE ROLE cari_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  BEGIN
    CREATE ROLE cari_platform NOLOGIN NOSUPERUSER BYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  -- A connecting user that is not a superuser must be a member to SET ROLE.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT cari_app, cari_platform TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO cari_app, cari_platform;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO cari_app, cari_platform;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO cari_app, cari_platform;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO cari_app, cari_platform;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO cari_app, cari_platform;
--> statement-breakpoint
-- Append-only for both: the audit log and the ledger are evidence (the triggers of 0015/0020 say so too).
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log", "ledger_entries" FROM cari_app, cari_platform;
--> statement-breakpoint
-- The module catalogue and platform settings are the Backoffice's: a tenant only reads them.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "modules", "module_categories", "module_permissions", "platform_settings" FROM cari_app;
--> statement-breakpoint
-- Row-level security on every table with a tenant_id (and on tenants itself): cari_app sees and writes
-- only the rows of the transaction's app.tenant_id; with none set it sees nothing. FORCE makes a
-- non-superuser table owner obey it as well (superusers and BYPASSRLS roles always skip it).
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      $f$CREATE POLICY tenant_isolation ON %I TO cari_app
        USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
        WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)$f$,
      t
    );
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tenants" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tenants" TO cari_app
  USING (id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- Under row-level security the planner may use a query's condition in an index scan (ahead of the
-- policy) only if its functions are LEAKPROOF; LIKE's textlike is not marked so, which would turn the
-- trigram-indexed searches (customers, products, invoices search_text) into scans of the tenant's
-- rows. textlike can only fail on a malformed pattern (the query's own text, never a row's value), so
-- it reveals nothing of a hidden row. Marking it needs a superuser: a migration run by another user
-- skips it (the searches stay correct, only slower; a DBA can run the statement).
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
  END IF;
END $$;
--> statement-breakpoint
-- Foreign keys between tenant tables are composite: (tenant_id, x_id) -> parent (tenant_id, id), so a
-- row can never point into another tenant. Constraint names stay drizzle's (the schema files still
-- declare the single-column reference; see lib/server/db/schema/index.ts). SET NULL clears only the
-- reference column, never tenant_id.
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "cash_registers" DROP CONSTRAINT "cash_registers_responsible_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_responsible_user_id_users_id_fk" FOREIGN KEY ("tenant_id", "responsible_user_id") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("responsible_user_id");
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_parent_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("tenant_id", "parent_id") REFERENCES "categories"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "customer_addresses" DROP CONSTRAINT "customer_addresses_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "customer_contacts" DROP CONSTRAINT "customer_contacts_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "customer_contacts" DROP CONSTRAINT "customer_contacts_portal_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_portal_user_id_users_id_fk" FOREIGN KEY ("tenant_id", "portal_user_id") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("portal_user_id");
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("tenant_id", "invoice_id") REFERENCES "invoices"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_labor_id_labors_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_labor_id_labors_id_fk" FOREIGN KEY ("tenant_id", "labor_id") REFERENCES "labors"("tenant_id", "id") ON DELETE SET NULL ("labor_id");
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products"("tenant_id", "id") ON DELETE SET NULL ("product_id");
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_original_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_invoice_id_invoices_id_fk" FOREIGN KEY ("tenant_id", "original_invoice_id") REFERENCES "invoices"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_series_id_invoice_series_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_series_id_invoice_series_id_fk" FOREIGN KEY ("tenant_id", "series_id") REFERENCES "invoice_series"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "labors" DROP CONSTRAINT "labors_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_category_id_categories_id_fk" FOREIGN KEY ("tenant_id", "category_id") REFERENCES "categories"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_bank_account_id_bank_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("tenant_id", "bank_account_id") REFERENCES "bank_accounts"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_cash_register_id_cash_registers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("tenant_id", "cash_register_id") REFERENCES "cash_registers"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("tenant_id", "invoice_id") REFERENCES "invoices"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("tenant_id", "payment_id") REFERENCES "payments"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_recipient_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("tenant_id", "recipient_id") REFERENCES "users"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "offer_lines" DROP CONSTRAINT "offer_lines_labor_id_labors_id_fk";
--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_labor_id_labors_id_fk" FOREIGN KEY ("tenant_id", "labor_id") REFERENCES "labors"("tenant_id", "id") ON DELETE SET NULL ("labor_id");
--> statement-breakpoint
ALTER TABLE "offer_lines" DROP CONSTRAINT "offer_lines_offer_id_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("tenant_id", "offer_id") REFERENCES "offers"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "offer_lines" DROP CONSTRAINT "offer_lines_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_product_id_products_id_fk" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products"("tenant_id", "id") ON DELETE SET NULL ("product_id");
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_contact_id_customer_contacts_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_contact_id_customer_contacts_id_fk" FOREIGN KEY ("tenant_id", "contact_id") REFERENCES "customer_contacts"("tenant_id", "id") ON DELETE SET NULL ("contact_id");
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_customers_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_previous_id_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_previous_id_offers_id_fk" FOREIGN KEY ("tenant_id", "previous_id") REFERENCES "offers"("tenant_id", "id") ON DELETE SET NULL ("previous_id");
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_sent_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sent_by_users_id_fk" FOREIGN KEY ("tenant_id", "sent_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("sent_by");
--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_created_by_users_id_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("tenant_id", "invoice_id") REFERENCES "invoices"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("tenant_id", "payment_id") REFERENCES "payments"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_bank_account_id_bank_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("tenant_id", "bank_account_id") REFERENCES "bank_accounts"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_cash_register_id_cash_registers_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("tenant_id", "cash_register_id") REFERENCES "cash_registers"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_bank_account_id_bank_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("tenant_id", "bank_account_id") REFERENCES "bank_accounts"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_cash_register_id_cash_registers_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("tenant_id", "cash_register_id") REFERENCES "cash_registers"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payment_method_id_payment_methods_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("tenant_id", "payment_method_id") REFERENCES "payment_methods"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_reversal_of_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversal_of_id_payments_id_fk" FOREIGN KEY ("tenant_id", "reversal_of_id") REFERENCES "payments"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("tenant_id", "category_id") REFERENCES "categories"("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "status_history" DROP CONSTRAINT "status_history_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_actor_id_users_id_fk" FOREIGN KEY ("tenant_id", "actor_id") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("actor_id");
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_assignee_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("tenant_id", "assignee_id") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("assignee_id");
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "work_order_assignees" DROP CONSTRAINT "work_order_assignees_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_user_id_users_id_fk" FOREIGN KEY ("tenant_id", "user_id") REFERENCES "users"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "work_order_assignees" DROP CONSTRAINT "work_order_assignees_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_work_order_id_work_orders_id_fk" FOREIGN KEY ("tenant_id", "work_order_id") REFERENCES "work_orders"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "work_order_lines" DROP CONSTRAINT "work_order_lines_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD CONSTRAINT "work_order_lines_work_order_id_work_orders_id_fk" FOREIGN KEY ("tenant_id", "work_order_id") REFERENCES "work_orders"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "work_order_notes" DROP CONSTRAINT "work_order_notes_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_notes" ADD CONSTRAINT "work_order_notes_author_id_users_id_fk" FOREIGN KEY ("tenant_id", "author_id") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("author_id");
--> statement-breakpoint
ALTER TABLE "work_order_notes" DROP CONSTRAINT "work_order_notes_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_notes" ADD CONSTRAINT "work_order_notes_work_order_id_work_orders_id_fk" FOREIGN KEY ("tenant_id", "work_order_id") REFERENCES "work_orders"("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_address_id_customer_addresses_id_fk";
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_address_id_customer_addresses_id_fk" FOREIGN KEY ("tenant_id", "address_id") REFERENCES "customer_addresses"("tenant_id", "id") ON DELETE SET NULL ("address_id");
--> statement-breakpoint
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_contact_id_customer_contacts_id_fk";
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_contact_id_customer_contacts_id_fk" FOREIGN KEY ("tenant_id", "contact_id") REFERENCES "customer_contacts"("tenant_id", "id") ON DELETE SET NULL ("contact_id");
--> statement-breakpoint
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "users"("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_id_customers_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers"("tenant_id", "id") ON DELETE NO ACTION;

