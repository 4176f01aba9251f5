CREATE TABLE "quotation_answer_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_answer_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "quotation_answer_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotation_answer_files" ADD CONSTRAINT "quotation_answer_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_answer_files" ADD CONSTRAINT "quotation_answer_files_invite_id_quotation_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."quotation_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_answer_files" ADD CONSTRAINT "quotation_answer_files_criterion_id_quotation_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."quotation_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_answer_files_invite_idx" ON "quotation_answer_files" USING btree ("invite_id","criterion_id");--> statement-breakpoint
CREATE POLICY "quotation_answer_files_company" ON "quotation_answer_files" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_answer_files_supplier" ON "quotation_answer_files" AS PERMISSIVE FOR ALL TO "app_user" USING (exists (select 1 from quotation_invites i where i.id = quotation_answer_files.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id()))) WITH CHECK (exists (select 1 from quotation_invites i where i.id = quotation_answer_files.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_answer_files_guest" ON "quotation_answer_files" AS PERMISSIVE FOR ALL TO "app_user" USING (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_answer_files.invite_id and i.company_id = quotation_answer_files.company_id)) WITH CHECK (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_answer_files.invite_id and i.company_id = quotation_answer_files.company_id));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
