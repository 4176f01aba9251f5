-- E-mail addresses are unique across companies. Requests run as app_user and see only their own
-- company's users, so this security-definer function answers "is it taken?" and nothing more.
CREATE OR REPLACE FUNCTION email_in_use(p_email text, p_except uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(p_email) AND (p_except IS NULL OR id <> p_except)) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION email_in_use(text, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION email_in_use(text, uuid) TO app_user;
--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE: this forces it
-- on every table that has RLS on. Later migrations that add tables end with the same block.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
