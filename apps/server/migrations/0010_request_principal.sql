-- The signed-in user with the permissions of their roles (as app_user, so only the acting company's
-- user is found). A SQL function PostgreSQL inlines into the statement that calls it.
CREATE OR REPLACE FUNCTION user_principal(p_user uuid)
RETURNS TABLE (id uuid, company_id uuid, first_name text, last_name text, email text, locale text,
  session_time integer, active boolean, company text, company_type text, permissions text[], role_types integer[])
LANGUAGE sql STABLE
AS $$
  SELECT u.id, u.company_id, u.first_name, u.last_name, u.email, u.locale::text, u.session_time, u.active,
    c.name, c.type::text,
    coalesce(array(SELECT DISTINCT p FROM user_roles ur JOIN roles r ON r.id = ur.role_id, unnest(r.permissions) p
      WHERE ur.user_id = u.id), '{}'),
    coalesce(array(SELECT DISTINCT r.role_type FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = u.id), '{}')
  FROM users u JOIN companies c ON c.id = u.company_id
  WHERE u.id = p_user
$$;
--> statement-breakpoint
-- Every signed-in request starts with this: it enters the acting company as app_user (what inCompany
-- does) and loads the principal with its live session, in one round trip. PL/pgSQL keeps the query's
-- plan per connection, so the planning this statement used to cost on each request is paid once.
CREATE OR REPLACE FUNCTION request_principal(p_company uuid, p_user uuid, p_family uuid)
RETURNS TABLE (id uuid, company_id uuid, first_name text, last_name text, email text, locale text,
  session_time integer, active boolean, company text, company_type text, permissions text[], role_types integer[],
  row_id uuid, idle_seconds integer, expired boolean)
LANGUAGE plpgsql
AS $$
#variable_conflict use_column
BEGIN
  PERFORM set_config('app.company_id', p_company::text, true), set_config('role', 'app_user', true);
  RETURN QUERY
    SELECT p.*, s.id, extract(epoch FROM now() - s.last_seen_at)::integer, s.expires_at < now()
    FROM user_principal(p_user) p
    LEFT JOIN sessions s ON s.family_id = p_family AND s.user_id = p.id
      AND s.spent_at IS NULL AND s.revoked_at IS NULL;
END
$$;
