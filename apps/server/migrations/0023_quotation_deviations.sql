CREATE TYPE "public"."quotation_deviation_field" AS ENUM('qty', 'price', 'due_date');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'quotation-deviation';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'quotation-deviation-decided';--> statement-breakpoint
CREATE TABLE "quotation_deviation_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"deviation_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" uuid,
	"field" "quotation_deviation_field" NOT NULL,
	"original_value" text,
	"new_value" text,
	"day_difference" integer,
	"percent_difference" numeric(12, 2),
	"beyond_tolerance" boolean NOT NULL,
	"decision" "deviation_decision" DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_name" text
);
--> statement-breakpoint
ALTER TABLE "quotation_deviation_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotation_deviations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"invite_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" "deviation_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_by_name" text,
	"decided_at" timestamp with time zone,
	"decided_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_deviations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotation_deviation_changes" ADD CONSTRAINT "quotation_deviation_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_deviation_changes" ADD CONSTRAINT "quotation_deviation_changes_deviation_id_quotation_deviations_id_fk" FOREIGN KEY ("deviation_id") REFERENCES "public"."quotation_deviations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_deviation_changes" ADD CONSTRAINT "quotation_deviation_changes_invite_id_quotation_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."quotation_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_deviation_changes" ADD CONSTRAINT "quotation_deviation_changes_item_id_quotation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."quotation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_deviations" ADD CONSTRAINT "quotation_deviations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_deviations" ADD CONSTRAINT "quotation_deviations_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_deviations" ADD CONSTRAINT "quotation_deviations_invite_id_quotation_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."quotation_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_deviations" ADD CONSTRAINT "quotation_deviations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_deviation_changes_position_unique" ON "quotation_deviation_changes" USING btree ("deviation_id","position");--> statement-breakpoint
CREATE INDEX "quotation_deviation_changes_invite_idx" ON "quotation_deviation_changes" USING btree ("invite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_deviations_number_unique" ON "quotation_deviations" USING btree ("invite_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_deviations_one_pending" ON "quotation_deviations" USING btree ("invite_id") WHERE "quotation_deviations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "quotation_deviations_quotation_idx" ON "quotation_deviations" USING btree ("quotation_id","created_at");--> statement-breakpoint
CREATE POLICY "quotation_deviation_changes_company" ON "quotation_deviation_changes" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_deviation_changes_supplier" ON "quotation_deviation_changes" AS PERMISSIVE FOR ALL TO "app_user" USING (exists (select 1 from quotation_invites i where i.id = quotation_deviation_changes.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id()))) WITH CHECK (exists (select 1 from quotation_invites i where i.id = quotation_deviation_changes.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_deviation_changes_guest" ON "quotation_deviation_changes" AS PERMISSIVE FOR ALL TO "app_user" USING (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_deviation_changes.invite_id and i.company_id = quotation_deviation_changes.company_id)) WITH CHECK (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_deviation_changes.invite_id and i.company_id = quotation_deviation_changes.company_id));--> statement-breakpoint
CREATE POLICY "quotation_deviations_company" ON "quotation_deviations" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_deviations_supplier" ON "quotation_deviations" AS PERMISSIVE FOR ALL TO "app_user" USING (exists (select 1 from quotation_invites i where i.id = quotation_deviations.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id()))) WITH CHECK (exists (select 1 from quotation_invites i where i.id = quotation_deviations.invite_id and i.sent_at is not null and i.supplier_company_id = (select app_company_id())));--> statement-breakpoint
CREATE POLICY "quotation_deviations_guest" ON "quotation_deviations" AS PERMISSIVE FOR ALL TO "app_user" USING (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_deviations.invite_id and i.company_id = quotation_deviations.company_id)) WITH CHECK (invite_id = (select app_guest_document()) and exists (select 1 from quotation_invites i where i.id = quotation_deviations.invite_id and i.company_id = quotation_deviations.company_id));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
