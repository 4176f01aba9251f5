CREATE TYPE "public"."milestone_status" AS ENUM('not_started', 'in_progress', 'done', 'delayed');--> statement-breakpoint
CREATE TYPE "public"."workflow_step_kind" AS ENUM('task', 'milestone');--> statement-breakpoint
CREATE TABLE "order_milestone_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"author_company_id" uuid,
	"author_id" uuid,
	"author_name" text,
	"author_side" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_milestone_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"buyer_name" text NOT NULL,
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
	"supplier_may_update" boolean DEFAULT false NOT NULL,
	"supplier_may_comment" boolean DEFAULT false NOT NULL,
	"supplier_sees_comments" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_milestones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "milestone_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milestone_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "production_workflow_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "workflow_step_kind" NOT NULL,
	"name" text NOT NULL,
	"duration_days" integer NOT NULL,
	"milestone_type_id" uuid,
	"supplier_may_update" boolean DEFAULT false NOT NULL,
	"supplier_may_comment" boolean DEFAULT false NOT NULL,
	"supplier_sees_comments" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_workflow_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "production_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"item_category_code_id" uuid,
	"supplier_ids" uuid[] DEFAULT '{}' NOT NULL,
	"step_count" integer DEFAULT 0 NOT NULL,
	"total_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_workflows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_milestone_comments" ADD CONSTRAINT "order_milestone_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestone_comments" ADD CONSTRAINT "order_milestone_comments_milestone_id_order_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."order_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestone_comments" ADD CONSTRAINT "order_milestone_comments_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestone_comments" ADD CONSTRAINT "order_milestone_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_milestone_type_id_milestone_types_id_fk" FOREIGN KEY ("milestone_type_id") REFERENCES "public"."milestone_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_types" ADD CONSTRAINT "milestone_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_workflow_steps" ADD CONSTRAINT "production_workflow_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_workflow_steps" ADD CONSTRAINT "production_workflow_steps_workflow_id_production_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."production_workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_workflow_steps" ADD CONSTRAINT "production_workflow_steps_milestone_type_id_milestone_types_id_fk" FOREIGN KEY ("milestone_type_id") REFERENCES "public"."milestone_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_workflows" ADD CONSTRAINT "production_workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_workflows" ADD CONSTRAINT "production_workflows_item_category_code_id_master_data_id_fk" FOREIGN KEY ("item_category_code_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_milestone_comments_milestone_idx" ON "order_milestone_comments" USING btree ("milestone_id","created_at");--> statement-breakpoint
CREATE INDEX "order_milestones_order_idx" ON "order_milestones" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_milestones_type_idx" ON "order_milestones" USING btree ("company_id","milestone_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_types_company_name_unique" ON "milestone_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "production_workflow_steps_workflow_idx" ON "production_workflow_steps" USING btree ("workflow_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "production_workflows_company_name_unique" ON "production_workflows" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "production_workflows_one_default" ON "production_workflows" USING btree ("company_id") WHERE "production_workflows"."is_default";--> statement-breakpoint
CREATE POLICY "order_history_milestone_guest" ON "order_history" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (not internal and exists (select 1 from order_milestones m where m.id = (select app_guest_document())
          and m.order_id = order_history.order_id and m.company_id = order_history.company_id));--> statement-breakpoint
CREATE POLICY "order_milestone_comments_company" ON "order_milestone_comments" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "order_milestone_comments_supplier_read" ON "order_milestone_comments" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from order_milestones m where m.id = milestone_id and m.supplier_sees_comments));--> statement-breakpoint
CREATE POLICY "order_milestone_comments_supplier_write" ON "order_milestone_comments" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (author_company_id = (select app_company_id()) and exists (select 1 from order_milestones m
          where m.id = milestone_id and m.supplier_may_comment and m.company_id = order_milestone_comments.company_id));--> statement-breakpoint
CREATE POLICY "order_milestone_comments_guest_read" ON "order_milestone_comments" AS PERMISSIVE FOR SELECT TO "app_user" USING (milestone_id = (select app_guest_document()));--> statement-breakpoint
CREATE POLICY "order_milestone_comments_guest_write" ON "order_milestone_comments" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (author_company_id is null and milestone_id = (select app_guest_document())
          and exists (select 1 from order_milestones m where m.id = milestone_id and m.company_id = order_milestone_comments.company_id));--> statement-breakpoint
CREATE POLICY "order_milestones_company" ON "order_milestones" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "order_milestones_supplier_read" ON "order_milestones" AS PERMISSIVE FOR SELECT TO "app_user" USING (kind = 'milestone' and (supplier_may_update or supplier_may_comment or supplier_sees_comments)
  and exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id())
    and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
CREATE POLICY "order_milestones_supplier_update" ON "order_milestones" AS PERMISSIVE FOR UPDATE TO "app_user" USING (supplier_may_update and kind = 'milestone' and (supplier_may_update or supplier_may_comment or supplier_sees_comments)
  and exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id())
    and o.status not in ('draft', 'approval_required'))) WITH CHECK (supplier_may_update and kind = 'milestone' and (supplier_may_update or supplier_may_comment or supplier_sees_comments)
  and exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id())
    and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
CREATE POLICY "order_milestones_guest" ON "order_milestones" AS PERMISSIVE FOR SELECT TO "app_user" USING (id = (select app_guest_document()));--> statement-breakpoint
CREATE POLICY "order_milestones_guest_update" ON "order_milestones" AS PERMISSIVE FOR UPDATE TO "app_user" USING (id = (select app_guest_document())) WITH CHECK (id = (select app_guest_document()));--> statement-breakpoint
CREATE POLICY "milestone_types_company" ON "milestone_types" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "production_workflow_steps_company" ON "production_workflow_steps" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "production_workflows_company" ON "production_workflows" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
