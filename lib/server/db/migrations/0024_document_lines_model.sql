ALTER TABLE "offer_lines" ADD COLUMN "vat_exemption_code" text;--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD COLUMN "vat_exemption_code" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "discount_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "document_discount" numeric(18, 2) DEFAULT '0' NOT NULL;