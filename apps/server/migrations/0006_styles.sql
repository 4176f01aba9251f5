CREATE TABLE "style_shares" (
	"company_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"partner_company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_shares_style_id_partner_company_id_pk" PRIMARY KEY("style_id","partner_company_id")
);
--> statement-breakpoint
ALTER TABLE "style_shares" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "styles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"style_number" text NOT NULL,
	"name" text NOT NULL,
	"internal_name" text,
	"vendor_no" text,
	"item_category_code_id" uuid,
	"net_weight" numeric(12, 3),
	"dimension_unit" text DEFAULT 'cm' NOT NULL,
	"height" numeric(12, 3),
	"length" numeric(12, 3),
	"width" numeric(12, 3),
	"diameter" numeric(12, 3),
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"gross_weight" numeric(12, 3),
	"packed_net_weight" numeric(12, 3),
	"volume" numeric(12, 3),
	"carbon_footprint_kg" numeric(12, 3),
	"water_litres" numeric(12, 3),
	"energy_kwh" numeric(12, 3),
	"renewable_energy" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "styles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_colours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"color_id" uuid
);
--> statement-breakpoint
ALTER TABLE "style_colours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_drop_codes" (
	"company_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"drop_code_id" uuid NOT NULL,
	CONSTRAINT "style_drop_codes_style_id_drop_code_id_pk" PRIMARY KEY("style_id","drop_code_id")
);
--> statement-breakpoint
ALTER TABLE "style_drop_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"material_id" uuid NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"recycled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "style_materials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_seasons" (
	"company_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	CONSTRAINT "style_seasons_style_id_season_id_pk" PRIMARY KEY("style_id","season_id")
);
--> statement-breakpoint
ALTER TABLE "style_seasons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_suppliers" (
	"company_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"supplier_company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"moq_style" integer,
	"moq_colour" integer,
	"country_of_origin" text,
	"production_lead_time_days" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "style_suppliers_style_id_supplier_company_id_pk" PRIMARY KEY("style_id","supplier_company_id")
);
--> statement-breakpoint
ALTER TABLE "style_suppliers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_tags" (
	"company_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "style_tags_style_id_tag_id_pk" PRIMARY KEY("style_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "style_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_review_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"preferred_value" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "style_review_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "style_review_results" (
	"company_id" uuid NOT NULL,
	"style_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"result" text NOT NULL,
	"comment" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_review_results_style_id_criterion_id_pk" PRIMARY KEY("style_id","criterion_id")
);
--> statement-breakpoint
ALTER TABLE "style_review_results" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "style_shares" ADD CONSTRAINT "style_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_shares" ADD CONSTRAINT "style_shares_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_shares" ADD CONSTRAINT "style_shares_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_item_category_code_id_master_data_id_fk" FOREIGN KEY ("item_category_code_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_colours" ADD CONSTRAINT "style_colours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_colours" ADD CONSTRAINT "style_colours_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_colours" ADD CONSTRAINT "style_colours_color_id_master_data_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_drop_codes" ADD CONSTRAINT "style_drop_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_drop_codes" ADD CONSTRAINT "style_drop_codes_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_drop_codes" ADD CONSTRAINT "style_drop_codes_drop_code_id_master_data_id_fk" FOREIGN KEY ("drop_code_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_materials" ADD CONSTRAINT "style_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_materials" ADD CONSTRAINT "style_materials_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_materials" ADD CONSTRAINT "style_materials_material_id_master_data_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_seasons" ADD CONSTRAINT "style_seasons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_seasons" ADD CONSTRAINT "style_seasons_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_seasons" ADD CONSTRAINT "style_seasons_season_id_master_data_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_suppliers" ADD CONSTRAINT "style_suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_suppliers" ADD CONSTRAINT "style_suppliers_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_suppliers" ADD CONSTRAINT "style_suppliers_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_tags" ADD CONSTRAINT "style_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_tags" ADD CONSTRAINT "style_tags_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_criteria" ADD CONSTRAINT "style_review_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_results" ADD CONSTRAINT "style_review_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_results" ADD CONSTRAINT "style_review_results_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_results" ADD CONSTRAINT "style_review_results_criterion_id_style_review_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."style_review_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_results" ADD CONSTRAINT "style_review_results_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "style_shares_partner_idx" ON "style_shares" USING btree ("partner_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "styles_company_number_unique" ON "styles" USING btree ("company_id",lower("style_number"));--> statement-breakpoint
CREATE INDEX "styles_company_status_idx" ON "styles" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "style_colours_code_unique" ON "style_colours" USING btree ("style_id",lower("code"));--> statement-breakpoint
CREATE INDEX "style_materials_style_idx" ON "style_materials" USING btree ("style_id");--> statement-breakpoint
CREATE INDEX "style_seasons_season_idx" ON "style_seasons" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "style_suppliers_one_default" ON "style_suppliers" USING btree ("style_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "style_suppliers_supplier_idx" ON "style_suppliers" USING btree ("supplier_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "style_review_criteria_name_unique" ON "style_review_criteria" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "style_review_results_criterion_idx" ON "style_review_results" USING btree ("criterion_id");--> statement-breakpoint
CREATE POLICY "style_shares_company" ON "style_shares" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "style_shares_partner" ON "style_shares" AS PERMISSIVE FOR SELECT TO "app_user" USING (partner_company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "styles_company" ON "styles" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "styles_shared" ON "styles" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from style_shares s where s.style_id = styles.id and s.partner_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "style_colours_company" ON "style_colours" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "style_colours_shared" ON "style_colours" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from style_shares s where s.style_id = style_colours.style_id and s.partner_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "style_drop_codes_company" ON "style_drop_codes" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "style_drop_codes_shared" ON "style_drop_codes" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from style_shares s where s.style_id = style_drop_codes.style_id and s.partner_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "style_materials_company" ON "style_materials" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "style_materials_shared" ON "style_materials" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from style_shares s where s.style_id = style_materials.style_id and s.partner_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "style_seasons_company" ON "style_seasons" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "style_seasons_shared" ON "style_seasons" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from style_shares s where s.style_id = style_seasons.style_id and s.partner_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "style_suppliers_company" ON "style_suppliers" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "style_suppliers_own_terms" ON "style_suppliers" AS PERMISSIVE FOR SELECT TO "app_user" USING (supplier_company_id = app_company_id() and exists (select 1 from style_shares s where s.style_id = style_suppliers.style_id and s.partner_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "style_tags_company" ON "style_tags" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "style_review_criteria_company" ON "style_review_criteria" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "style_review_results_company" ON "style_review_results" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Companies see only themselves under row-level security; a style names its suppliers and the
-- partners it is shared with, so this answers "which companies do we trade with, and their names"
-- for the acting company's own partnerships and nothing more.
CREATE OR REPLACE FUNCTION style_partners() RETURNS TABLE(id uuid, name text, supplier boolean, client boolean)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT c.id, c.name, bool_or(p.supplier_company_id = c.id), bool_or(p.client_company_id = c.id)
    FROM partnerships p
    JOIN companies c ON c.id IN (p.client_company_id, p.supplier_company_id) AND c.id <> app_company_id()
    WHERE app_company_id() IN (p.client_company_id, p.supplier_company_id)
    GROUP BY c.id, c.name
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION style_partners() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION style_partners() TO app_user;
--> statement-breakpoint
-- A style shared with the acting company names the owner's master data (seasons, colours,
-- materials …); the partner may read those names for that style only, never the owner's lists.
CREATE OR REPLACE FUNCTION shared_style_master_data(p_style uuid) RETURNS TABLE(id uuid, kind text, name text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT m.id, m.kind, m.name FROM master_data m
    WHERE EXISTS (SELECT 1 FROM style_shares s WHERE s.style_id = p_style AND s.partner_company_id = app_company_id())
      AND m.id IN (
        SELECT item_category_code_id FROM styles WHERE id = p_style
        UNION ALL SELECT season_id FROM style_seasons WHERE style_id = p_style
        UNION ALL SELECT drop_code_id FROM style_drop_codes WHERE style_id = p_style
        UNION ALL SELECT color_id FROM style_colours WHERE style_id = p_style
        UNION ALL SELECT material_id FROM style_materials WHERE style_id = p_style
      )
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION shared_style_master_data(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION shared_style_master_data(uuid) TO app_user;
--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
