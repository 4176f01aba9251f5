ALTER TYPE "public"."notification_type" ADD VALUE 'turnover-alert' BEFORE 'order-sent';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'order-import';--> statement-breakpoint
CREATE TABLE "order_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"job_id" uuid,
	"processed_orders" integer DEFAULT 0 NOT NULL,
	"created_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped_orders" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_rule_id" uuid;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "turnover_alerts_reached" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_imports_company_idx" ON "order_imports" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_rule_id_price_rules_id_fk" FOREIGN KEY ("price_rule_id") REFERENCES "public"."price_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_price_list_idx" ON "order_lines" USING btree ("price_list_id");--> statement-breakpoint
CREATE POLICY "attachments_order_shared" ON "attachments" AS PERMISSIVE FOR SELECT TO "app_user" USING (entity_type = 'order' and exists (select 1 from orders o where o.id = attachments.entity_id));--> statement-breakpoint
CREATE POLICY "order_imports_company" ON "order_imports" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
ALTER POLICY "order_deliveries_supplier_read" ON "order_deliveries" TO app_user USING (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = app_company_id() and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
ALTER POLICY "order_deliveries_supplier_update" ON "order_deliveries" TO app_user USING (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = app_company_id() and o.status not in ('draft', 'approval_required'))) WITH CHECK (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = app_company_id() and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
ALTER POLICY "order_lines_supplier_read" ON "order_lines" TO app_user USING (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = app_company_id() and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
ALTER POLICY "order_lines_supplier_update" ON "order_lines" TO app_user USING (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = app_company_id() and o.status not in ('draft', 'approval_required'))) WITH CHECK (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = app_company_id() and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
