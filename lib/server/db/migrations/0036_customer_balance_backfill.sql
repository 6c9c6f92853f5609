-- Custom SQL migration file, put your code below! --
-- Issue 42: each customer's maintained balance and oldest open due date (0035), filled from the
-- ledger and the open invoices as the ledger service keeps them from now on (updateCustomerAccount).
-- FORCE row-level security would hide every row from a table owner that is not a superuser, so it
-- is lifted for the three tables while they are read and written here, and put back at once.
ALTER TABLE "customers" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invoices" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "ledger_entries" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "customers" c SET
  "balance" = coalesce((SELECT sum(l."amount") FROM "ledger_entries" l
    WHERE l."tenant_id" = c."tenant_id" AND l."customer_id" = c."id"), 0),
  "oldest_open_due_date" = (SELECT min(i."due_date") FROM "invoices" i
    WHERE i."tenant_id" = c."tenant_id" AND i."customer_id" = c."id" AND i."status" = 'issued' AND i."kind" = 'sales'
      AND i."allocated_amount" + i."returned_amount" < i."payable_total");
--> statement-breakpoint
ALTER TABLE "customers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invoices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "ledger_entries" FORCE ROW LEVEL SECURITY;
