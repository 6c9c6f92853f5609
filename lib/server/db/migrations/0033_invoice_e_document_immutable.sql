-- Custom SQL migration file, put your code below! --
-- An issued invoice's e-document is evidence handed to GİB through an integrator: once its ETTN,
-- scenario, type and UBL-TR XML are set (at issue), no statement may change or clear them, whichever
-- path (the app, a script, a console) tries. Its e_state still moves as the integrator answers.
CREATE FUNCTION invoices_e_document_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ettn IS DISTINCT FROM OLD.ettn OR NEW.ubl_xml IS DISTINCT FROM OLD.ubl_xml
    OR NEW.e_profile IS DISTINCT FROM OLD.e_profile OR NEW.e_type IS DISTINCT FROM OLD.e_type THEN
    RAISE EXCEPTION 'the e-document of invoice % never changes once issued', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_e_document_fixed BEFORE UPDATE ON invoices
  FOR EACH ROW WHEN (OLD.ettn IS NOT NULL OR OLD.ubl_xml IS NOT NULL)
  EXECUTE FUNCTION invoices_e_document_fixed();
