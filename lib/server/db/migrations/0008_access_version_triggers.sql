-- Custom SQL migration file, put your code below! --
-- Every change that can alter what a tenant's users may do bumps tenants.access_version in the
-- same transaction, so the API's per-user permission cache can never serve a stale set.
CREATE FUNCTION bump_tenant_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  IF TG_TABLE_NAME IN ('module_permissions', 'modules') THEN
    UPDATE tenants SET access_version = access_version + 1;
  ELSIF TG_TABLE_NAME = 'tenant_modules' THEN
    UPDATE tenants SET access_version = access_version + 1 WHERE id = row_data.tenant_id;
  ELSIF TG_TABLE_NAME = 'roles' THEN
    UPDATE tenants SET access_version = access_version + 1 WHERE id = row_data.tenant_id;
  ELSIF TG_TABLE_NAME = 'role_permissions' THEN
    UPDATE tenants SET access_version = access_version + 1
      WHERE id = (SELECT tenant_id FROM roles WHERE roles.id = row_data.role_id);
  ELSIF TG_TABLE_NAME = 'user_roles' THEN
    UPDATE tenants SET access_version = access_version + 1
      WHERE id = (SELECT tenant_id FROM users WHERE users.id = row_data.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER role_permissions_access AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH ROW EXECUTE FUNCTION bump_tenant_access_version();
--> statement-breakpoint
CREATE TRIGGER user_roles_access AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION bump_tenant_access_version();
--> statement-breakpoint
CREATE TRIGGER tenant_modules_access AFTER INSERT OR UPDATE OR DELETE ON tenant_modules
  FOR EACH ROW EXECUTE FUNCTION bump_tenant_access_version();
--> statement-breakpoint
CREATE TRIGGER roles_access AFTER UPDATE OF is_owner OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION bump_tenant_access_version();
--> statement-breakpoint
CREATE TRIGGER module_permissions_access AFTER INSERT OR UPDATE OR DELETE ON module_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tenant_access_version();
--> statement-breakpoint
CREATE TRIGGER modules_access AFTER INSERT OR DELETE ON modules
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tenant_access_version();
