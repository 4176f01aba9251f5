CREATE TYPE "public"."production_order_status" AS ENUM('draft', 'posted', 'released', 'closed');--> statement-breakpoint
CREATE TABLE "production_order_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"production_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"article_id" uuid NOT NULL,
	"quantity_per_unit" numeric(13, 4) NOT NULL,
	"unit" text
);
--> statement-breakpoint
ALTER TABLE "production_order_components" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "production_order_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_order_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "production_order_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"production_order_id" uuid NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"order_version" integer NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_order_receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" "production_order_status" DEFAULT 'draft' NOT NULL,
	"article_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"planned_quantity" numeric(12, 3) NOT NULL,
	"received_quantity" numeric(12, 3) DEFAULT '0' NOT NULL,
	"posting_date" date NOT NULL,
	"start_date" date,
	"due_date" date,
	"external_id" text,
	"sales_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "production_order_components" ADD CONSTRAINT "production_order_components_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_components" ADD CONSTRAINT "production_order_components_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_components" ADD CONSTRAINT "production_order_components_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_counters" ADD CONSTRAINT "production_order_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_receipts" ADD CONSTRAINT "production_order_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_receipts" ADD CONSTRAINT "production_order_receipts_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_receipts" ADD CONSTRAINT "production_order_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_order_components_order_idx" ON "production_order_components" USING btree ("production_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "production_order_receipts_version_unique" ON "production_order_receipts" USING btree ("production_order_id","order_version");--> statement-breakpoint
CREATE UNIQUE INDEX "production_orders_company_number_unique" ON "production_orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "production_orders_company_status_idx" ON "production_orders" USING btree ("company_id","status");--> statement-breakpoint
CREATE POLICY "production_order_components_company" ON "production_order_components" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "production_order_counters_company" ON "production_order_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "production_order_receipts_company" ON "production_order_receipts" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "production_orders_company" ON "production_orders" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- hand-written:
-- Warehouses are referenced here, not in the schema, as the stock tables do (0035): their table file's
-- imports would make an import cycle.
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id");--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
