CREATE TYPE "public"."quotation_contract_comment_side" AS ENUM('buyer', 'supplier');--> statement-breakpoint
CREATE TYPE "public"."quotation_contract_section_kind" AS ENUM('document', 'topic');--> statement-breakpoint
CREATE TYPE "public"."quotation_contract_section_status" AS ENUM('open', 'closed');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'quotation-comment';--> statement-breakpoint
CREATE TABLE "quotation_contract_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"side" "quotation_contract_comment_side" NOT NULL,
	"author_company" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_contract_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotation_contract_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "quotation_contract_section_kind" NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" "quotation_contract_section_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_contract_sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotation_contract_comments" ADD CONSTRAINT "quotation_contract_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_contract_comments" ADD CONSTRAINT "quotation_contract_comments_section_id_quotation_contract_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."quotation_contract_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_contract_comments" ADD CONSTRAINT "quotation_contract_comments_invite_id_quotation_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."quotation_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_contract_sections" ADD CONSTRAINT "quotation_contract_sections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_contract_sections" ADD CONSTRAINT "quotation_contract_sections_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_contract_comments_section_idx" ON "quotation_contract_comments" USING btree ("section_id","created_at");--> statement-breakpoint
CREATE INDEX "quotation_contract_comments_invite_idx" ON "quotation_contract_comments" USING btree ("invite_id");--> statement-breakpoint
CREATE INDEX "quotation_contract_sections_quotation_idx" ON "quotation_contract_sections" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE POLICY "attachments_quotation_contract_shared" ON "attachments" AS PERMISSIVE FOR SELECT TO "app_user" USING (entity_type = 'quotation-contract' and exists (select 1 from quotation_contract_sections s where s.id = attachments.entity_id));--> statement-breakpoint
CREATE POLICY "quotation_contract_comments_company" ON "quotation_contract_comments" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_contract_comments_supplier_read" ON "quotation_contract_comments" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.id = quotation_contract_comments.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_contract_comments_supplier_insert" ON "quotation_contract_comments" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (exists (select 1 from quotation_invites i where i.id = quotation_contract_comments.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())) and side = 'supplier');--> statement-breakpoint
CREATE POLICY "quotation_contract_comments_guest_read" ON "quotation_contract_comments" AS PERMISSIVE FOR SELECT TO "app_user" USING (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_contract_comments.invite_id and i.company_id = quotation_contract_comments.company_id));--> statement-breakpoint
CREATE POLICY "quotation_contract_comments_guest_insert" ON "quotation_contract_comments" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_contract_comments.invite_id and i.company_id = quotation_contract_comments.company_id) and side = 'supplier');--> statement-breakpoint
CREATE POLICY "quotation_contract_sections_company" ON "quotation_contract_sections" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_contract_sections_supplier_read" ON "quotation_contract_sections" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_contract_sections.quotation_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_contract_sections_guest_read" ON "quotation_contract_sections" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_contract_sections.quotation_id and i.id = (select app_guest_document()) and i.sent_at is not null));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
