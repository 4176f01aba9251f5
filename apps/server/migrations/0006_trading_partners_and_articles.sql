CREATE TYPE "public"."article_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TYPE "public"."article_import_status" AS ENUM('uploaded', 'checked', 'importing', 'completed', 'failed');--> statement-breakpoint
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
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"notes" text,
	"code" text,
	"buying_entity_id" uuid,
	"cost_centre_id" uuid,
	"warehouse_id" uuid,
	"contact_id" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"auto_populate_ship_from" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "buying_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"org_number" text,
	"internal_id" text,
	"remarks" text,
	"integration_order" integer,
	"buyer_on_order" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buying_entities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "eta_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ship_from_address_id" uuid,
	"ship_to_address_id" uuid,
	"ship_to_warehouse_id" uuid,
	"incoterm" text,
	"freight_mode_id" uuid,
	"lead_time_days" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eta_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(16, 6) NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"credit_days" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_terms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "export_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"csv_delimiter" text NOT NULL,
	"decimal_separator" text NOT NULL,
	"date_format" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"etd_tolerance_days" integer NOT NULL,
	"eta_tolerance_days" integer NOT NULL,
	"counterparties_see_order_tags" boolean NOT NULL,
	"default_currency" text NOT NULL,
	"default_payment_term_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" numeric(5, 2) NOT NULL,
	"code" text,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address_id" uuid,
	"buying_entity_id" uuid,
	"cost_centre_id" uuid,
	"handling_days" integer DEFAULT 0 NOT NULL,
	"parent_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
	"company_name" text NOT NULL,
	"inviter_name" text NOT NULL,
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
ALTER TABLE "article_components" ADD CONSTRAINT "article_components_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_components" ADD CONSTRAINT "article_components_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_components" ADD CONSTRAINT "article_components_component_id_articles_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_components" ADD CONSTRAINT "article_components_unit_id_master_data_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shares" ADD CONSTRAINT "article_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shares" ADD CONSTRAINT "article_shares_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shares" ADD CONSTRAINT "article_shares_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_master_data_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_buying_entity_id_buying_entities_id_fk" FOREIGN KEY ("buying_entity_id") REFERENCES "public"."buying_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_cost_centre_id_master_data_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_entities" ADD CONSTRAINT "buying_entities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eta_rules" ADD CONSTRAINT "eta_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eta_rules" ADD CONSTRAINT "eta_rules_ship_from_address_id_addresses_id_fk" FOREIGN KEY ("ship_from_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eta_rules" ADD CONSTRAINT "eta_rules_ship_to_address_id_addresses_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eta_rules" ADD CONSTRAINT "eta_rules_ship_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("ship_to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eta_rules" ADD CONSTRAINT "eta_rules_freight_mode_id_master_data_id_fk" FOREIGN KEY ("freight_mode_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_settings" ADD CONSTRAINT "export_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_default_payment_term_id_payment_terms_id_fk" FOREIGN KEY ("default_payment_term_id") REFERENCES "public"."payment_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vats" ADD CONSTRAINT "vats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_buying_entity_id_buying_entities_id_fk" FOREIGN KEY ("buying_entity_id") REFERENCES "public"."buying_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_cost_centre_id_master_data_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_parent_id_warehouses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_categories" ADD CONSTRAINT "agreement_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_categories" ADD CONSTRAINT "agreement_categories_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_categories" ADD CONSTRAINT "agreement_categories_category_id_master_data_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_tags" ADD CONSTRAINT "agreement_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_tags" ADD CONSTRAINT "agreement_tags_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_tags" ADD CONSTRAINT "agreement_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_vat_id_vats_id_fk" FOREIGN KEY ("vat_id") REFERENCES "public"."vats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_counterparty_company_id_companies_id_fk" FOREIGN KEY ("counterparty_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_counterparty_company_id_companies_id_fk" FOREIGN KEY ("counterparty_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_category_id_master_data_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "style_tags" ADD CONSTRAINT "style_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_criteria" ADD CONSTRAINT "style_review_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_results" ADD CONSTRAINT "style_review_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_results" ADD CONSTRAINT "style_review_results_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_results" ADD CONSTRAINT "style_review_results_criterion_id_style_review_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."style_review_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_review_results" ADD CONSTRAINT "style_review_results_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "addresses_default_per_type" ON "addresses" USING btree ("company_id","type") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buying_entities_company_name_unique" ON "buying_entities" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "eta_rules_one_default" ON "eta_rules" USING btree ("company_id") WHERE "eta_rules"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_date_unique" ON "exchange_rates" USING btree ("company_id","from_currency","to_currency","date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_company_name_unique" ON "payment_terms" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_one_default" ON "payment_terms" USING btree ("company_id") WHERE "payment_terms"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "tags_company_type_name_unique" ON "tags" USING btree ("company_id","type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vats_company_name_unique" ON "vats" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_company_code_unique" ON "warehouses" USING btree ("company_id",lower("code"));--> statement-breakpoint
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
CREATE POLICY "article_components_company" ON "article_components" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "article_shares_company" ON "article_shares" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "article_shares_partner_read" ON "article_shares" AS PERMISSIVE FOR SELECT TO "app_user" USING (partner_company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "article_tags_company" ON "article_tags" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "articles_company" ON "articles" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "articles_shared_read" ON "articles" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from article_shares s where s.article_id = articles.id and s.partner_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "article_imports_company" ON "article_imports" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "box_types_company" ON "box_types" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "packing_instructions_company" ON "packing_instructions" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "addresses_company" ON "addresses" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "buying_entities_company" ON "buying_entities" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "contacts_company" ON "contacts" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "eta_rules_company" ON "eta_rules" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "exchange_rates_company" ON "exchange_rates" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "payment_terms_company" ON "payment_terms" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "export_settings_company" ON "export_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "platform_settings_company" ON "platform_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tags_company" ON "tags" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "vats_company" ON "vats" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "warehouses_company" ON "warehouses" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
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
-- Inviting a company that is already on the platform: requests see only their own company's users, so
-- this security-definer function answers "which company uses this address?" and nothing more.
CREATE OR REPLACE FUNCTION company_of_email(p_email text) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT company_id FROM users WHERE lower(email) = lower(p_email) LIMIT 1 $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION company_of_email(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION company_of_email(text) TO app_user;
--> statement-breakpoint
-- Companies see only themselves under row-level security; articles and styles name their suppliers
-- and the partners they are shared with, so this answers "which companies do we trade with, as their
-- supplier or client, and their names" for the acting company's own partnerships and nothing more.
CREATE OR REPLACE FUNCTION partner_companies() RETURNS TABLE(id uuid, name text, supplier boolean, client boolean)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT c.id, c.name, bool_or(p.supplier_company_id = c.id), bool_or(p.client_company_id = c.id)
    FROM partnerships p
    JOIN companies c ON c.id IN (p.client_company_id, p.supplier_company_id) AND c.id <> app_company_id()
    WHERE app_company_id() IN (p.client_company_id, p.supplier_company_id)
    GROUP BY c.id, c.name
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION partner_companies() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION partner_companies() TO app_user;
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
