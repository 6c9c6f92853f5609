ALTER TABLE "invoice_lines" ADD COLUMN "withholding_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "withholding_total" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payable_total" numeric(18, 2) GENERATED ALWAYS AS (grand_total - withholding_total) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD COLUMN "withholding_code" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "withholding_total" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "payable_total" numeric(18, 2) GENERATED ALWAYS AS (grand_total - withholding_total) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD COLUMN "withholding_code" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "withholding_total" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "payable_total" numeric(18, 2) GENERATED ALWAYS AS (grand_total - withholding_total) STORED NOT NULL;