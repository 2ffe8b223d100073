-- The billing ledger is append-only (ADR 0042): the database itself refuses to change or remove a money
-- movement, whatever code or person asks. Corrections are new rows.
CREATE OR REPLACE FUNCTION billing_ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'billing_ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER billing_ledger_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "billing_ledger"
  FOR EACH ROW EXECUTE FUNCTION billing_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER billing_ledger_no_truncate
  BEFORE TRUNCATE ON "billing_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION billing_ledger_refuse_change();
