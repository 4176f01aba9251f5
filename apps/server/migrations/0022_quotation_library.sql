CREATE TABLE "quotation_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"version_id" uuid NOT NULL,
	"title" text NOT NULL,
	"number" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotation_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text
);
--> statement-breakpoint
ALTER TABLE "quotation_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotation_files" ADD CONSTRAINT "quotation_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_files" ADD CONSTRAINT "quotation_files_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_questions" ADD CONSTRAINT "quotation_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_questions" ADD CONSTRAINT "quotation_questions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_files_version_unique" ON "quotation_files" USING btree ("quotation_id","version_id");--> statement-breakpoint
CREATE INDEX "quotation_files_quotation_idx" ON "quotation_files" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_questions_question_unique" ON "quotation_questions" USING btree ("quotation_id","question_id");--> statement-breakpoint
CREATE INDEX "quotation_questions_quotation_idx" ON "quotation_questions" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE POLICY "quotation_files_company" ON "quotation_files" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_files_supplier_read" ON "quotation_files" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_files.quotation_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_files_guest_read" ON "quotation_files" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_files.quotation_id and i.id = (select app_guest_document()) and i.sent_at is not null));--> statement-breakpoint
CREATE POLICY "quotation_questions_company" ON "quotation_questions" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_questions_supplier_read" ON "quotation_questions" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_questions.quotation_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_questions_guest_read" ON "quotation_questions" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_questions.quotation_id and i.id = (select app_guest_document()) and i.sent_at is not null));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
