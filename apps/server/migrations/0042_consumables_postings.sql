CREATE TABLE "consumables_posting_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumables_posting_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "consumables_posting_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "consumables_posting_rows_quantity_positive" CHECK ("consumables_posting_rows"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "consumables_posting_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "consumables_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"posting_date" date NOT NULL,
	"reference" text,
	"note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumables_postings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "consumables_posting_counters" ADD CONSTRAINT "consumables_posting_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumables_posting_rows" ADD CONSTRAINT "consumables_posting_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumables_posting_rows" ADD CONSTRAINT "consumables_posting_rows_posting_id_consumables_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."consumables_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumables_posting_rows" ADD CONSTRAINT "consumables_posting_rows_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumables_postings" ADD CONSTRAINT "consumables_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumables_postings" ADD CONSTRAINT "consumables_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumables_postings" ADD CONSTRAINT "consumables_postings_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumables_posting_rows_posting_idx" ON "consumables_posting_rows" USING btree ("posting_id","position");--> statement-breakpoint
CREATE INDEX "consumables_posting_rows_article_idx" ON "consumables_posting_rows" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumables_postings_company_number_unique" ON "consumables_postings" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "consumables_postings_company_status_idx" ON "consumables_postings" USING btree ("company_id","status");--> statement-breakpoint
CREATE POLICY "consumables_posting_counters_company" ON "consumables_posting_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "consumables_posting_rows_company" ON "consumables_posting_rows" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "consumables_postings_company" ON "consumables_postings" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- hand-written:
-- The warehouse is referenced here, not in the schema, as in 0035 (the warehouse table file's imports
-- would make an import cycle with the inventory tables).
ALTER TABLE "consumables_postings" ADD CONSTRAINT "consumables_postings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id");--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
