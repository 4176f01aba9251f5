CREATE TYPE "public"."quotation_status" AS ENUM('draft', 'in-progress', 'awarded', 'closed');--> statement-breakpoint
CREATE TABLE "quotation_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotation_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"block" "criterion_block" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" "criterion_type" NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"preferred_value" text,
	"preferred_rule" "preferred_rule"
);
--> statement-breakpoint
ALTER TABLE "quotation_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"article_id" uuid NOT NULL,
	"article_code" text NOT NULL,
	"article_name" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"target_price" numeric(14, 4),
	"note" text
);
--> statement-breakpoint
ALTER TABLE "quotation_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"reference" text,
	"status" "quotation_status" DEFAULT 'draft' NOT NULL,
	"template_id" uuid,
	"assignee_id" uuid,
	"project_id" uuid,
	"deadline" date,
	"due_date" date,
	"currency" text NOT NULL,
	"budget" numeric(14, 2),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotation_counters" ADD CONSTRAINT "quotation_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_criteria" ADD CONSTRAINT "quotation_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_criteria" ADD CONSTRAINT "quotation_criteria_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_template_id_quotation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."quotation_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_criteria_quotation_idx" ON "quotation_criteria" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "quotation_items_quotation_idx" ON "quotation_items" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_company_number_unique" ON "quotations" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "quotations_company_status_idx" ON "quotations" USING btree ("company_id","status","updated_at");--> statement-breakpoint
CREATE POLICY "quotation_counters_company" ON "quotation_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_criteria_company" ON "quotation_criteria" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_items_company" ON "quotation_items" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotations_company" ON "quotations" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
