CREATE TYPE "public"."agreement_status" AS ENUM('active', 'inactive', 'blocked', 'manual_unblock');--> statement-breakpoint
CREATE TYPE "public"."agreement_block_source" AS ENUM('criteria', 'manual');--> statement-breakpoint
CREATE TYPE "public"."partner_role" AS ENUM('supplier', 'client');--> statement-breakpoint
CREATE TYPE "public"."style_review_result" AS ENUM('pending', 'approved', 'approved_with_remarks', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."review_frequency" AS ENUM('monthly', 'quarterly', 'half_yearly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percentage', 'value');--> statement-breakpoint
CREATE TYPE "public"."price_list_state" AS ENUM('internal', 'published', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."price_rule_adjustment" AS ENUM('percentage', 'value', 'fixed_price');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'partner-invited';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'partner-linked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'certificate-expiring';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'price-list-shared';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'price-list-decided';--> statement-breakpoint
CREATE TABLE "agreement_categories" (
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "agreement_categories_agreement_id_category_id_pk" PRIMARY KEY("agreement_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "agreement_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "agreement_tags" (
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "agreement_tags_agreement_id_tag_id_pk" PRIMARY KEY("agreement_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "agreement_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"role" "partner_role" NOT NULL,
	"counterparty_company_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"country" text,
	"internal_id" text,
	"org_number" text,
	"vat_number" text,
	"credit_rating" integer,
	"turnover" numeric(16, 2),
	"currency" text,
	"external_system_id" text,
	"edi_code" text,
	"status" "agreement_status" DEFAULT 'active' NOT NULL,
	"block_source" "agreement_block_source",
	"block_reason" text,
	"unblock_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "partner_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"role" "partner_role" NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"invite_id" uuid,
	"target_company_id" uuid,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"declined_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_invites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_capacities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"year" integer NOT NULL,
	"annual_capacity" numeric(12, 0) NOT NULL,
	"unit_id" uuid NOT NULL,
	"peak_months" integer[] DEFAULT '{}' NOT NULL,
	"order_projection" numeric(12, 0)
);
--> statement-breakpoint
ALTER TABLE "supplier_capacities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"type_id" uuid NOT NULL,
	"reference" text,
	"result" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"notify_days_before" integer,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_consumptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"type_id" uuid NOT NULL,
	"value" numeric(15, 3) NOT NULL,
	"unit_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_consumptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_parameters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"year" integer NOT NULL,
	"employees_female" integer,
	"employees_male" integer,
	"employees_other" integer,
	"average_monthly_wage" numeric(15, 3),
	"wage_currency" text,
	"overtime_hours_per_week" numeric(4, 1),
	"emissions_t_co2e" numeric(15, 3),
	"energy_mwh" numeric(15, 3),
	"water_m3" numeric(15, 3),
	"waste_t" numeric(15, 3)
);
--> statement-breakpoint
ALTER TABLE "supplier_parameters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_style_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"style_number" text NOT NULL,
	"style_name" text,
	"main_supplier" boolean DEFAULT false NOT NULL,
	"result" "style_review_result" DEFAULT 'pending' NOT NULL,
	"reviewed_on" date,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "supplier_style_reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"preferred_value" text,
	"review_period_months" integer,
	"review_frequency" "review_frequency",
	"next_review" date,
	"turnover_percent_alert" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplier_criterion_values" (
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_criterion_values_agreement_id_criterion_id_pk" PRIMARY KEY("agreement_id","criterion_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_criterion_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_list_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"price_list_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"article_code" text NOT NULL,
	"article_name" text NOT NULL,
	"vat_id" uuid,
	"gross_price" numeric(14, 4) NOT NULL,
	"discount" numeric(14, 4) DEFAULT '0' NOT NULL,
	"internal_categories" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_list_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"counterparty_company_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"state" "price_list_state" DEFAULT 'internal' NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"discount_type" "discount_type" DEFAULT 'percentage' NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"counterparty_company_id" uuid,
	"article_id" uuid,
	"category_id" uuid,
	"min_quantity" numeric(13, 3) DEFAULT '0' NOT NULL,
	"adjustment_type" "price_rule_adjustment" NOT NULL,
	"adjustment" numeric(14, 4) NOT NULL,
	"currency" text,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "agreement_categories" ADD CONSTRAINT "agreement_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_categories" ADD CONSTRAINT "agreement_categories_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_categories" ADD CONSTRAINT "agreement_categories_category_id_master_data_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_tags" ADD CONSTRAINT "agreement_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_tags" ADD CONSTRAINT "agreement_tags_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_counterparty_company_id_companies_id_fk" FOREIGN KEY ("counterparty_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invites" ADD CONSTRAINT "partner_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invites" ADD CONSTRAINT "partner_invites_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invites" ADD CONSTRAINT "partner_invites_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invites" ADD CONSTRAINT "partner_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_capacities" ADD CONSTRAINT "supplier_capacities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_capacities" ADD CONSTRAINT "supplier_capacities_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_capacities" ADD CONSTRAINT "supplier_capacities_unit_id_master_data_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_certificates" ADD CONSTRAINT "supplier_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_certificates" ADD CONSTRAINT "supplier_certificates_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_certificates" ADD CONSTRAINT "supplier_certificates_type_id_master_data_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_consumptions" ADD CONSTRAINT "supplier_consumptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_consumptions" ADD CONSTRAINT "supplier_consumptions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_consumptions" ADD CONSTRAINT "supplier_consumptions_type_id_master_data_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_consumptions" ADD CONSTRAINT "supplier_consumptions_unit_id_master_data_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_parameters" ADD CONSTRAINT "supplier_parameters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_parameters" ADD CONSTRAINT "supplier_parameters_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_style_reviews" ADD CONSTRAINT "supplier_style_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_style_reviews" ADD CONSTRAINT "supplier_style_reviews_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_criteria" ADD CONSTRAINT "supplier_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_criterion_values" ADD CONSTRAINT "supplier_criterion_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_criterion_values" ADD CONSTRAINT "supplier_criterion_values_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_criterion_values" ADD CONSTRAINT "supplier_criterion_values_criterion_id_supplier_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."supplier_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_counterparty_company_id_companies_id_fk" FOREIGN KEY ("counterparty_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_counterparty_company_id_companies_id_fk" FOREIGN KEY ("counterparty_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_category_id_master_data_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_categories_category_idx" ON "agreement_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "agreement_tags_tag_idx" ON "agreement_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_counterparty_unique" ON "agreements" USING btree ("company_id","role","counterparty_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_org_number_unique" ON "agreements" USING btree ("company_id","role",lower("org_number"));--> statement-breakpoint
CREATE INDEX "agreements_company_role_idx" ON "agreements" USING btree ("company_id","role",lower("name"));--> statement-breakpoint
CREATE INDEX "partner_invites_company_idx" ON "partner_invites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "partner_invites_target_idx" ON "partner_invites" USING btree ("target_company_id");--> statement-breakpoint
CREATE INDEX "partner_invites_invite_idx" ON "partner_invites" USING btree ("invite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_capacities_year_unique" ON "supplier_capacities" USING btree ("agreement_id","year");--> statement-breakpoint
CREATE INDEX "supplier_certificates_agreement_idx" ON "supplier_certificates" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "supplier_certificates_valid_to_idx" ON "supplier_certificates" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "supplier_consumptions_agreement_idx" ON "supplier_consumptions" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_parameters_year_unique" ON "supplier_parameters" USING btree ("agreement_id","year");--> statement-breakpoint
CREATE INDEX "supplier_style_reviews_agreement_idx" ON "supplier_style_reviews" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_criteria_company_name_unique" ON "supplier_criteria" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "supplier_criterion_values_criterion_idx" ON "supplier_criterion_values" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_lines_article_unique" ON "price_list_lines" USING btree ("price_list_id","article_id");--> statement-breakpoint
CREATE INDEX "price_list_lines_article_idx" ON "price_list_lines" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_one_default" ON "price_lists" USING btree ("company_id") WHERE "price_lists"."is_default";--> statement-breakpoint
CREATE INDEX "price_lists_company_idx" ON "price_lists" USING btree ("company_id","valid_from");--> statement-breakpoint
CREATE INDEX "price_lists_counterparty_idx" ON "price_lists" USING btree ("counterparty_company_id");--> statement-breakpoint
CREATE INDEX "price_rules_company_idx" ON "price_rules" USING btree ("company_id","active");--> statement-breakpoint
CREATE POLICY "agreement_categories_company" ON "agreement_categories" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "agreement_tags_company" ON "agreement_tags" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "agreements_company" ON "agreements" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "partner_invites_parties" ON "partner_invites" AS PERMISSIVE FOR ALL TO "app_user" USING (app_company_id() in (company_id, target_company_id)) WITH CHECK (app_company_id() in (company_id, target_company_id));--> statement-breakpoint
CREATE POLICY "supplier_capacities_company" ON "supplier_capacities" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "supplier_certificates_company" ON "supplier_certificates" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "supplier_consumptions_company" ON "supplier_consumptions" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "supplier_parameters_company" ON "supplier_parameters" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "supplier_style_reviews_company" ON "supplier_style_reviews" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "supplier_criteria_company" ON "supplier_criteria" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "supplier_criterion_values_company" ON "supplier_criterion_values" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "price_list_lines_company" ON "price_list_lines" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "price_list_lines_counterparty_read" ON "price_list_lines" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from price_lists p where p.id = price_list_id));--> statement-breakpoint
CREATE POLICY "price_lists_company" ON "price_lists" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "price_lists_counterparty_read" ON "price_lists" AS PERMISSIVE FOR SELECT TO "app_user" USING (counterparty_company_id = app_company_id() and state <> 'internal' and not is_default and not is_internal);--> statement-breakpoint
CREATE POLICY "price_lists_counterparty_decide" ON "price_lists" AS PERMISSIVE FOR UPDATE TO "app_user" USING (counterparty_company_id = app_company_id() and state <> 'internal' and not is_default and not is_internal) WITH CHECK (counterparty_company_id = app_company_id() and state <> 'internal' and not is_default and not is_internal);--> statement-breakpoint
CREATE POLICY "price_rules_company" ON "price_rules" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
