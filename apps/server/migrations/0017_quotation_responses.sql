ALTER TYPE "public"."notification_type" ADD VALUE 'quotation-invited';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'quotation-answered';--> statement-breakpoint
CREATE TABLE "quotation_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotation_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"unit_price" numeric(14, 4),
	"lead_time_days" integer,
	"moq" numeric(12, 3),
	"note" text
);
--> statement-breakpoint
ALTER TABLE "quotation_offers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "quotation_answers" ADD CONSTRAINT "quotation_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_answers" ADD CONSTRAINT "quotation_answers_invite_id_quotation_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."quotation_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_answers" ADD CONSTRAINT "quotation_answers_criterion_id_quotation_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."quotation_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_invite_id_quotation_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."quotation_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_item_id_quotation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."quotation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_answers_invite_criterion_unique" ON "quotation_answers" USING btree ("invite_id","criterion_id");--> statement-breakpoint
CREATE INDEX "quotation_answers_criterion_idx" ON "quotation_answers" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_offers_invite_item_unique" ON "quotation_offers" USING btree ("invite_id","item_id");--> statement-breakpoint
CREATE INDEX "quotation_offers_item_idx" ON "quotation_offers" USING btree ("item_id");--> statement-breakpoint
CREATE POLICY "quotation_criteria_supplier_read" ON "quotation_criteria" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_criteria.quotation_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_invites_supplier_read" ON "quotation_invites" AS PERMISSIVE FOR SELECT TO "app_user" USING (sent_at is not null and supplier_company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_invites_supplier_update" ON "quotation_invites" AS PERMISSIVE FOR UPDATE TO "app_user" USING (sent_at is not null and supplier_company_id = (select app_company_id())) WITH CHECK (sent_at is not null and supplier_company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_items_supplier_read" ON "quotation_items" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotation_items.quotation_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotations_supplier_read" ON "quotations" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from quotation_invites i where i.quotation_id = quotations.id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_answers_company" ON "quotation_answers" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_answers_supplier" ON "quotation_answers" AS PERMISSIVE FOR ALL TO "app_user" USING (exists (select 1 from quotation_invites i where i.id = quotation_answers.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id()))) WITH CHECK (exists (select 1 from quotation_invites i where i.id = quotation_answers.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_offers_company" ON "quotation_offers" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_offers_supplier" ON "quotation_offers" AS PERMISSIVE FOR ALL TO "app_user" USING (exists (select 1 from quotation_invites i where i.id = quotation_offers.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id()))) WITH CHECK (exists (select 1 from quotation_invites i where i.id = quotation_offers.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
