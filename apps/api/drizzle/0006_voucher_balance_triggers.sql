-- Balanced by construction: at each commit, every voucher whose lines changed, and every invoice
-- number whose account-log rows changed, must have its debits equal its credits. Deferred, so a
-- voucher is checked whole, after all its lines are written, whatever code wrote them.
CREATE FUNCTION "sahay_check_voucher_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc integer;
  debits numeric;
  credits numeric;
BEGIN
  IF TG_OP = 'DELETE' THEN doc := OLD.document_id; ELSE doc := NEW.document_id; END IF;
  EXECUTE format('SELECT coalesce(sum(debit_amount), 0), coalesce(sum(credit_amount), 0) FROM %I WHERE document_id = $1', TG_TABLE_NAME)
    INTO debits, credits USING doc;
  IF debits <> credits THEN
    RAISE EXCEPTION 'voucher % (%) does not balance: debits %, credits %', doc, TG_TABLE_NAME, debits, credits
      USING ERRCODE = '23514', CONSTRAINT = TG_TABLE_NAME || '_balanced';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sahay_check_account_log_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reference varchar;
  debits numeric;
  credits numeric;
BEGIN
  IF TG_OP = 'DELETE' THEN reference := OLD.reference_no; ELSE reference := NEW.reference_no; END IF;
  SELECT coalesce(sum(debit_amount), 0), coalesce(sum(credit_amount), 0) INTO debits, credits
    FROM "account_log" WHERE reference_no = reference;
  IF debits <> credits THEN
    RAISE EXCEPTION 'the account log of % does not balance: debits %, credits %', reference, debits, credits
      USING ERRCODE = '23514', CONSTRAINT = 'account_log_balanced';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "account_log_balanced" AFTER INSERT OR UPDATE OR DELETE ON "account_log"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sahay_check_account_log_balance"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_voucher_line_balanced" AFTER INSERT OR UPDATE OR DELETE ON "payment_voucher_line"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sahay_check_voucher_balance"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "receipt_voucher_line_balanced" AFTER INSERT OR UPDATE OR DELETE ON "receipt_voucher_line"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sahay_check_voucher_balance"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sales_line_balanced" AFTER INSERT OR UPDATE OR DELETE ON "sales_line"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sahay_check_voucher_balance"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchase_line_balanced" AFTER INSERT OR UPDATE OR DELETE ON "purchase_line"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sahay_check_voucher_balance"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "contra_line_balanced" AFTER INSERT OR UPDATE OR DELETE ON "contra_line"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sahay_check_voucher_balance"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_line_balanced" AFTER INSERT OR UPDATE OR DELETE ON "journal_line"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sahay_check_voucher_balance"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "idjournal_line_balanced" AFTER INSERT OR UPDATE OR DELETE ON "idjournal_line"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sahay_check_voucher_balance"();
