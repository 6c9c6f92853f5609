ALTER TABLE "invoices" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document_discount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_offer_key" ON "invoices" USING btree ("tenant_id","offer_id") WHERE "invoices"."offer_id" is not null and "invoices"."status" <> 'cancelled';