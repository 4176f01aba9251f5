CREATE TABLE "project_article_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"workflow_id" uuid,
	"workflow_name" text NOT NULL,
	"planned_from" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"milestone_type_id" uuid,
	"milestone_type_name" text,
	"duration_days" integer NOT NULL,
	"planned_date" date NOT NULL,
	"status" "milestone_status" DEFAULT 'not_started' NOT NULL,
	"actual_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_article_milestones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_article_milestones" ADD CONSTRAINT "project_article_milestones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_article_milestones" ADD CONSTRAINT "project_article_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_article_milestones" ADD CONSTRAINT "project_article_milestones_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_article_milestones" ADD CONSTRAINT "project_article_milestones_milestone_type_id_milestone_types_id_fk" FOREIGN KEY ("milestone_type_id") REFERENCES "public"."milestone_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_article_milestones_article_idx" ON "project_article_milestones" USING btree ("project_id","article_id","position");--> statement-breakpoint
CREATE INDEX "project_article_milestones_type_idx" ON "project_article_milestones" USING btree ("company_id","milestone_type_id");--> statement-breakpoint
CREATE POLICY "project_article_milestones_company" ON "project_article_milestones" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- hand-written:
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
