CREATE TYPE "public"."article_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TYPE "public"."article_import_status" AS ENUM('uploaded', 'checked', 'importing', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "article_components" (
	"company_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" numeric(13, 4) NOT NULL,
	"unit_id" uuid,
	CONSTRAINT "article_components_article_id_component_id_pk" PRIMARY KEY("article_id","component_id")
);
--> statement-breakpoint
ALTER TABLE "article_components" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "article_shares" (
	"company_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"partner_company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_shares_article_id_partner_company_id_pk" PRIMARY KEY("article_id","partner_company_id")
);
--> statement-breakpoint
ALTER TABLE "article_shares" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "article_tags" (
	"company_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "article_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" uuid,
	"style_id" uuid,
	"supplier_company_id" uuid,
	"supplier_article_id" text,
	"color_id" uuid,
	"size_id" uuid,
	"sku" text,
	"unit_id" uuid,
	"composition" text,
	"item_category_code_id" uuid,
	"barcode" text,
	"ean" text,
	"tariff_code" text,
	"country_of_origin" text,
	"lead_time_days" integer,
	"weight" numeric(10, 3),
	"length" numeric(8, 2),
	"width" numeric(8, 2),
	"height" numeric(8, 2),
	"packing_instruction_id" uuid,
	"box_type_id" uuid,
	"delivery_drop_code_id" uuid,
	"carbon_kg" numeric(11, 3),
	"water_l" numeric(11, 2),
	"energy_kwh" numeric(11, 3),
	"renewable" boolean DEFAULT false NOT NULL,
	"inventory_min" numeric(13, 3),
	"inventory_max" numeric(13, 3),
	"status" "article_status" DEFAULT 'active' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "article_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb,
	"status" "article_import_status" DEFAULT 'uploaded' NOT NULL,
	"error_count" integer,
	"job_id" uuid,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "box_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"height" numeric(8, 2) NOT NULL,
	"width" numeric(8, 2) NOT NULL,
	"length" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "packing_instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"qty_inner_box" integer NOT NULL,
	"qty_outer_box" integer NOT NULL,
	"box_type_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packing_instructions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "article_components" ADD CONSTRAINT "article_components_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_components" ADD CONSTRAINT "article_components_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_components" ADD CONSTRAINT "article_components_component_id_articles_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_components" ADD CONSTRAINT "article_components_unit_id_master_data_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shares" ADD CONSTRAINT "article_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shares" ADD CONSTRAINT "article_shares_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shares" ADD CONSTRAINT "article_shares_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_master_data_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_color_id_master_data_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_size_id_master_data_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_unit_id_master_data_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_item_category_code_id_master_data_id_fk" FOREIGN KEY ("item_category_code_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_packing_instruction_id_packing_instructions_id_fk" FOREIGN KEY ("packing_instruction_id") REFERENCES "public"."packing_instructions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_box_type_id_box_types_id_fk" FOREIGN KEY ("box_type_id") REFERENCES "public"."box_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_delivery_drop_code_id_master_data_id_fk" FOREIGN KEY ("delivery_drop_code_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_imports" ADD CONSTRAINT "article_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_imports" ADD CONSTRAINT "article_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_types" ADD CONSTRAINT "box_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_instructions" ADD CONSTRAINT "packing_instructions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_instructions" ADD CONSTRAINT "packing_instructions_box_type_id_box_types_id_fk" FOREIGN KEY ("box_type_id") REFERENCES "public"."box_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_components_component_idx" ON "article_components" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "article_shares_partner_idx" ON "article_shares" USING btree ("partner_company_id","article_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_company_code_unique" ON "articles" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE INDEX "articles_company_name_idx" ON "articles" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "articles_company_status_name_idx" ON "articles" USING btree ("company_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "articles_company_category_idx" ON "articles" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "articles_company_supplier_idx" ON "articles" USING btree ("company_id","supplier_company_id");--> statement-breakpoint
CREATE INDEX "articles_company_updated_idx" ON "articles" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_packing_instruction_idx" ON "articles" USING btree ("packing_instruction_id");--> statement-breakpoint
CREATE INDEX "articles_box_type_idx" ON "articles" USING btree ("box_type_id");--> statement-breakpoint
CREATE INDEX "article_imports_company_idx" ON "article_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "box_types_company_name_unique" ON "box_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "packing_instructions_company_name_unique" ON "packing_instructions" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "packing_instructions_box_type_idx" ON "packing_instructions" USING btree ("box_type_id");--> statement-breakpoint
CREATE POLICY "article_components_company" ON "article_components" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "article_shares_company" ON "article_shares" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "article_shares_partner_read" ON "article_shares" AS PERMISSIVE FOR SELECT TO "app_user" USING (partner_company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "article_tags_company" ON "article_tags" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "articles_company" ON "articles" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "articles_shared_read" ON "articles" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from article_shares s where s.article_id = articles.id and s.partner_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "article_imports_company" ON "article_imports" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "box_types_company" ON "box_types" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "packing_instructions_company" ON "packing_instructions" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Companies are visible to their own users only; an article names its supplier, and a shared article
-- its owner. This security-definer function lists the companies linked to the acting company by a
-- partnership (id and name only) and nothing else.
CREATE OR REPLACE FUNCTION partner_companies() RETURNS TABLE (id uuid, name text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT c.id, c.name FROM companies c JOIN partnerships p
    ON (p.client_company_id = app_company_id() AND c.id = p.supplier_company_id)
    OR (p.supplier_company_id = app_company_id() AND c.id = p.client_company_id) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION partner_companies() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION partner_companies() TO app_user;
--> statement-breakpoint
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
