ALTER TABLE "invoices" ADD COLUMN "ettn" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "e_profile" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "e_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ubl_xml" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "e_state" text;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "trade_registry_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_ettn_key" ON "invoices" USING btree ("tenant_id","ettn") WHERE "invoices"."ettn" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_e_document" CHECK (("invoices"."ettn" is null and "invoices"."e_profile" is null and "invoices"."e_type" is null and "invoices"."ubl_xml" is null and "invoices"."e_state" is null)
        or ("invoices"."ettn" is not null and "invoices"."ubl_xml" is not null and "invoices"."status" <> 'draft'
          and "invoices"."e_profile" in ('TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA')
          and "invoices"."e_type" in ('SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA')
          and "invoices"."e_state" in ('prepared', 'exported', 'sent', 'accepted', 'rejected')));