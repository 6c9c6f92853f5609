ALTER TABLE "customers" ADD COLUMN "balance" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "oldest_open_due_date" date;--> statement-breakpoint
CREATE INDEX "customers_tenant_balance_idx" ON "customers" USING btree ("tenant_id","balance","id") WHERE "customers"."deleted_at" is null;