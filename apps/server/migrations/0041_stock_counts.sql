CREATE TABLE "stock_count_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_count_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_count_rows" (
	"count_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"available" numeric(16, 3) DEFAULT '0' NOT NULL,
	"counted" numeric(16, 3),
	CONSTRAINT "stock_count_rows_count_id_article_id_pk" PRIMARY KEY("count_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "stock_count_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"counted_on" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_article_id_articles_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_count_counters" ADD CONSTRAINT "stock_count_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_rows" ADD CONSTRAINT "stock_count_rows_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_rows" ADD CONSTRAINT "stock_count_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_rows" ADD CONSTRAINT "stock_count_rows_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_count_rows_article_idx" ON "stock_count_rows" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "stock_counts_company_created_idx" ON "stock_counts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_counts_company_number_idx" ON "stock_counts" USING btree ("company_id","number");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_level_fk" FOREIGN KEY ("article_id","warehouse_id") REFERENCES "public"."stock_levels"("article_id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "stock_count_counters_company" ON "stock_count_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "stock_count_rows_company" ON "stock_count_rows" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "stock_counts_company" ON "stock_counts" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- hand-written:
-- Warehouses are referenced here, not in the schema, as in 0035 (their table file's imports would make
-- an import cycle with the inventory tables).
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id");--> statement-breakpoint
-- A ledger entry's one key is its figure's (above); the figure references the warehouse (decision 0052).
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk";--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
