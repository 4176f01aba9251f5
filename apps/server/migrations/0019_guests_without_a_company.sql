-- The document a guest who acts for no company may reach (decision 0039), or null when none is set:
-- the guest policies read it as app_company_id() is read by the company policies. Created before them.
CREATE OR REPLACE FUNCTION app_guest_document() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.guest_document_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE "guest_links" ALTER COLUMN "acting_company_id" DROP NOT NULL;--> statement-breakpoint
CREATE POLICY "quotation_answers_guest" ON "quotation_answers" AS PERMISSIVE FOR ALL TO "app_user" USING (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_answers.invite_id and i.company_id = quotation_answers.company_id)) WITH CHECK (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_answers.invite_id and i.company_id = quotation_answers.company_id));--> statement-breakpoint
CREATE POLICY "quotation_criteria_guest_read" ON "quotation_criteria" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_criteria.quotation_id and i.id = (select app_guest_document()) and i.sent_at is not null));--> statement-breakpoint
CREATE POLICY "quotation_invites_guest_read" ON "quotation_invites" AS PERMISSIVE FOR SELECT TO "app_user" USING (id = (select app_guest_document()) and sent_at is not null);--> statement-breakpoint
CREATE POLICY "quotation_invites_guest_update" ON "quotation_invites" AS PERMISSIVE FOR UPDATE TO "app_user" USING (id = (select app_guest_document()) and sent_at is not null) WITH CHECK (id = (select app_guest_document()) and sent_at is not null);--> statement-breakpoint
CREATE POLICY "quotation_items_guest_read" ON "quotation_items" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_items.quotation_id and i.id = (select app_guest_document()) and i.sent_at is not null));--> statement-breakpoint
CREATE POLICY "quotation_offers_guest" ON "quotation_offers" AS PERMISSIVE FOR ALL TO "app_user" USING (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_offers.invite_id and i.company_id = quotation_offers.company_id)) WITH CHECK (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_offers.invite_id and i.company_id = quotation_offers.company_id));--> statement-breakpoint
CREATE POLICY "quotations_guest_read" ON "quotations" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotations.id and i.id = (select app_guest_document()) and i.sent_at is not null));--> statement-breakpoint
CREATE POLICY "audits_guest_insert" ON "audits" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (entity_id = (select app_guest_document()));--> statement-breakpoint
-- As in 0007, and for a guest who acts for no company: its link names none, and its transaction acts
-- for none but holds the link's document.
CREATE OR REPLACE FUNCTION claim_guest_link(p_link uuid) RETURNS boolean
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
    WITH claimed AS (
      UPDATE guest_links SET used_at = now()
      WHERE id = p_link AND single_use AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        AND (acting_company_id = app_company_id()
          OR (acting_company_id IS NULL AND app_company_id() IS NULL AND document_id = app_guest_document()))
      RETURNING id
    )
    SELECT count(*) = 1 FROM claimed
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION claim_guest_link(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION claim_guest_link(uuid) TO app_user;
--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
