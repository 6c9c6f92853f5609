ALTER TABLE "customers" ADD COLUMN "e_invoice_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "e_invoice_alias" text;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "mersis_number" text;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "e_invoice_scenario" text DEFAULT 'TEMELFATURA' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_e_invoice_complete" CHECK (("customers"."e_invoice_alias" is not null) = "customers"."e_invoice_registered" and (not "customers"."e_invoice_registered" or "customers"."tax_number" is not null));