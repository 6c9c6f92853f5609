DROP INDEX "customers_tenant_sort_idx";--> statement-breakpoint
DROP INDEX "customers_tenant_created_idx";--> statement-breakpoint
CREATE INDEX "customers_tenant_sort_idx" ON "customers" USING btree ("tenant_id","sort_name","id") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_tenant_created_idx" ON "customers" USING btree ("tenant_id","created_at","id") WHERE "customers"."deleted_at" is null;