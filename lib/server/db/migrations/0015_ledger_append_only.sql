-- Custom SQL migration file, put your code below! ---- The ledger is append-only: a correction is an opposite row, never an edit. A row goes only
-- with its tenant (the cascade runs inside the foreign key's own trigger, at depth 2).
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
  RAISE EXCEPTION 'ledger_entries is append-only (%)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Invoices issued before the ledger existed get their rows: the debit (credit for a return) at
-- the invoice date and, when cancelled, the opposite at the day it was cancelled.
INSERT INTO ledger_entries (tenant_id, account, customer_id, entry_date, amount, movement, invoice_id, created_by)
SELECT tenant_id, 'customer', customer_id, invoice_date,
  CASE WHEN kind = 'return' THEN -grand_total ELSE grand_total END,
  CASE WHEN kind = 'return' THEN 'return' ELSE 'invoice' END, id, created_by
FROM invoices WHERE status IN ('issued', 'cancelled') AND grand_total <> 0;
--> statement-breakpoint
INSERT INTO ledger_entries (tenant_id, account, customer_id, entry_date, amount, movement, invoice_id, created_by)
SELECT tenant_id, 'customer', customer_id, (coalesce(cancelled_at, now()) AT TIME ZONE 'Europe/Istanbul')::date,
  CASE WHEN kind = 'return' THEN grand_total ELSE -grand_total END,
  CASE WHEN kind = 'return' THEN 'return_cancel' ELSE 'invoice_cancel' END, id, created_by
FROM invoices WHERE status = 'cancelled' AND number IS NOT NULL AND grand_total <> 0;
