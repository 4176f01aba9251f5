CREATE TABLE "forecast_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"forecast_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"delivery_month" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forecast_articles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "forecast_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"forecast_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"supplier_company_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forecast_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "forecast_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"forecast_id" uuid NOT NULL,
	"layer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dimensions" text,
	"area" numeric(12, 3),
	"mount" text,
	"quantity" numeric(12, 3) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forecast_components" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "forecast_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"forecast_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forecast_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "forecast_layers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"forecast_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forecast_layers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "forecasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"responsible_id" uuid,
	"description" text,
	"currency" text NOT NULL,
	"group_count" integer DEFAULT 0 NOT NULL,
	"batch_count" integer DEFAULT 0 NOT NULL,
	"total_quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"total_value" numeric(16, 2) DEFAULT '0' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forecasts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "forecast_articles" ADD CONSTRAINT "forecast_articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_articles" ADD CONSTRAINT "forecast_articles_forecast_id_forecasts_id_fk" FOREIGN KEY ("forecast_id") REFERENCES "public"."forecasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_articles" ADD CONSTRAINT "forecast_articles_batch_id_forecast_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."forecast_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_articles" ADD CONSTRAINT "forecast_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_batches" ADD CONSTRAINT "forecast_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_batches" ADD CONSTRAINT "forecast_batches_forecast_id_forecasts_id_fk" FOREIGN KEY ("forecast_id") REFERENCES "public"."forecasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_batches" ADD CONSTRAINT "forecast_batches_group_id_forecast_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."forecast_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_batches" ADD CONSTRAINT "forecast_batches_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_components" ADD CONSTRAINT "forecast_components_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_components" ADD CONSTRAINT "forecast_components_forecast_id_forecasts_id_fk" FOREIGN KEY ("forecast_id") REFERENCES "public"."forecasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_components" ADD CONSTRAINT "forecast_components_layer_id_forecast_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."forecast_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_groups" ADD CONSTRAINT "forecast_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_groups" ADD CONSTRAINT "forecast_groups_forecast_id_forecasts_id_fk" FOREIGN KEY ("forecast_id") REFERENCES "public"."forecasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_layers" ADD CONSTRAINT "forecast_layers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_layers" ADD CONSTRAINT "forecast_layers_forecast_id_forecasts_id_fk" FOREIGN KEY ("forecast_id") REFERENCES "public"."forecasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_layers" ADD CONSTRAINT "forecast_layers_batch_id_forecast_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."forecast_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecasts" ADD CONSTRAINT "forecasts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecasts" ADD CONSTRAINT "forecasts_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forecast_articles_forecast_idx" ON "forecast_articles" USING btree ("forecast_id","position");--> statement-breakpoint
CREATE INDEX "forecast_articles_article_idx" ON "forecast_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "forecast_batches_forecast_idx" ON "forecast_batches" USING btree ("forecast_id","position");--> statement-breakpoint
CREATE INDEX "forecast_components_forecast_idx" ON "forecast_components" USING btree ("forecast_id","position");--> statement-breakpoint
CREATE INDEX "forecast_groups_forecast_idx" ON "forecast_groups" USING btree ("forecast_id","position");--> statement-breakpoint
CREATE INDEX "forecast_layers_forecast_idx" ON "forecast_layers" USING btree ("forecast_id","position");--> statement-breakpoint
CREATE INDEX "forecasts_company_name_idx" ON "forecasts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "forecast_articles_company" ON "forecast_articles" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "forecast_batches_company" ON "forecast_batches" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "forecast_components_company" ON "forecast_components" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "forecast_groups_company" ON "forecast_groups" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "forecast_layers_company" ON "forecast_layers" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "forecasts_company" ON "forecasts" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
