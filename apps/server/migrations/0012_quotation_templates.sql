CREATE TYPE "public"."criterion_block" AS ENUM('financial', 'production-delivery', 'labor-legal', 'sustainability', 'product-quality');--> statement-breakpoint
CREATE TYPE "public"."criterion_type" AS ENUM('text', 'number', 'yes_no', 'select', 'file');--> statement-breakpoint
CREATE TYPE "public"."preferred_rule" AS ENUM('at_least', 'at_most', 'equal');--> statement-breakpoint
CREATE TABLE "quotation_template_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
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
ALTER TABLE "quotation_template_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotation_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"criteria_count" integer DEFAULT 0 NOT NULL,
	"required_count" integer DEFAULT 0 NOT NULL,
	"blocks" "criterion_block"[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotation_template_criteria" ADD CONSTRAINT "quotation_template_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_template_criteria" ADD CONSTRAINT "quotation_template_criteria_template_id_quotation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."quotation_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_templates" ADD CONSTRAINT "quotation_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_template_criteria_template_idx" ON "quotation_template_criteria" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_templates_company_name_unique" ON "quotation_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "quotation_template_criteria_company" ON "quotation_template_criteria" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "quotation_templates_company" ON "quotation_templates" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
