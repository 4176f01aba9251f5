CREATE TYPE "public"."deviation_decision" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."deviation_field" AS ENUM('etd', 'eta', 'freight_mode', 'forwarder', 'qty', 'price');--> statement-breakpoint
CREATE TYPE "public"."deviation_status" AS ENUM('pending', 'confirmed', 'rejected', 'withdrawn', 'pre_approved');--> statement-breakpoint
CREATE TYPE "public"."order_certificate_status" AS ENUM('pending', 'submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."delivery_shipment_state" AS ENUM('not_shipped', 'partially_shipped', 'fully_shipped');--> statement-breakpoint
CREATE TYPE "public"."order_side" AS ENUM('buyer', 'supplier');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('draft', 'approval_required', 'sent', 'ordered', 'in_progress', 'packing_completed', 'in_transit', 'delivered', 'completed', 'cancelled', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."shipment_readiness" AS ENUM('too_early', 'ok_to_ship', 'submitted_for_shipment');--> statement-breakpoint
CREATE TYPE "public"."comment_visibility" AS ENUM('internal', 'shared');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'criterion-review-due';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'order-sent';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'order-authorization';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'order-status-changed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'order-cancellation';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'order-comment';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'order-deviation';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'order-deviation-decided';--> statement-breakpoint
ALTER TYPE "public"."mail_kind" ADD VALUE 'guest-link';--> statement-breakpoint
CREATE TABLE "order_deviation_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"delivery_id" uuid NOT NULL,
	"line_id" uuid,
	"field" "deviation_field" NOT NULL,
	"original_value" text,
	"new_value" text,
	"original_label" text,
	"new_label" text,
	"day_difference" integer,
	"percent_difference" numeric(12, 2),
	"beyond_tolerance" boolean NOT NULL,
	"decision" "deviation_decision" DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_name" text
);
--> statement-breakpoint
ALTER TABLE "order_deviation_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_deviation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"raised_by" "order_side" NOT NULL,
	"status" "deviation_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_by_name" text,
	"decided_at" timestamp with time zone,
	"decided_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_deviation_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"type_name" text NOT NULL,
	"due_date" date,
	"valid_to" date,
	"cost" numeric(12, 2),
	"currency" text,
	"result" text,
	"status" "order_certificate_status" DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_assignees" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "order_assignees_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "order_assignees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"warehouse_id" uuid,
	"warehouse_name" text,
	"season_id" uuid,
	"season_name" text,
	"delivery_drop_code_id" uuid,
	"delivery_drop_code_name" text,
	"delivery_instructions" text,
	"delivery_notice_phone" text,
	"delivery_notice_email" text,
	"contact_id" uuid,
	"contact_name" text,
	"requested_etd" date,
	"requested_eta" date,
	"etd" date,
	"eta" date,
	"reference" text,
	"ship_to_address_id" uuid,
	"ship_to_name" text,
	"freight_mode_id" uuid,
	"freight_mode_name" text,
	"forwarder_id" uuid,
	"forwarder_name" text,
	"shipment_state" "delivery_shipment_state" DEFAULT 'not_shipped' NOT NULL,
	"readiness" "shipment_readiness",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_side" "order_side",
	"event" text NOT NULL,
	"reason" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"article_id" uuid NOT NULL,
	"article_code" text NOT NULL,
	"article_name" text NOT NULL,
	"supplier_article_id" text,
	"qty" numeric(13, 3) NOT NULL,
	"price" numeric(16, 4) NOT NULL,
	"price_source" text NOT NULL,
	"packages" integer,
	"free_text" text,
	"mark_as" text,
	"vat_id" uuid,
	"vat_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_tags" (
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"tag_name" text NOT NULL,
	CONSTRAINT "order_tags_order_id_tag_id_pk" PRIMARY KEY("order_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "order_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"supplier_company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"status" "order_status" DEFAULT 'draft' NOT NULL,
	"buyer_reference" text,
	"currency" text NOT NULL,
	"payment_term_id" uuid,
	"payment_term_name" text,
	"internal_status_id" uuid,
	"internal_status_name" text,
	"ship_from_address_id" uuid,
	"ship_from_name" text,
	"ship_to_address_id" uuid,
	"ship_to_name" text,
	"etd" date,
	"eta" date,
	"freight_mode_id" uuid,
	"freight_mode_name" text,
	"incoterm" text,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"internal_notes" text,
	"terms_and_conditions" text,
	"show_tags_to_supplier" boolean DEFAULT false NOT NULL,
	"total_qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	"total_value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"delivery_count" integer DEFAULT 0 NOT NULL,
	"pending_deviations" integer DEFAULT 0 NOT NULL,
	"cancellation_requested_by" "order_side",
	"authorization_rule_id" uuid,
	"created_by" uuid,
	"created_by_name" text,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_authorization_rule_approvers" (
	"company_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "order_authorization_rule_approvers_rule_id_user_id_pk" PRIMARY KEY("rule_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "order_authorization_rule_approvers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_authorization_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"min_value" numeric(14, 2) NOT NULL,
	"user_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_authorization_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"author_company_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"author_side" "order_side" NOT NULL,
	"visibility" "comment_visibility" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "guest_link_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_link_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "guest_link_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "guest_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"acting_company_id" uuid NOT NULL,
	"recipient_email" text NOT NULL,
	"single_use" boolean NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "guest_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "sales_price" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "sales_currency" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "qty_tolerance_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "price_tolerance_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deviation_changes" ADD CONSTRAINT "order_deviation_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deviation_changes" ADD CONSTRAINT "order_deviation_changes_report_id_order_deviation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."order_deviation_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deviation_changes" ADD CONSTRAINT "order_deviation_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deviation_changes" ADD CONSTRAINT "order_deviation_changes_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deviation_changes" ADD CONSTRAINT "order_deviation_changes_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deviation_reports" ADD CONSTRAINT "order_deviation_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deviation_reports" ADD CONSTRAINT "order_deviation_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deviation_reports" ADD CONSTRAINT "order_deviation_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_certificates" ADD CONSTRAINT "order_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_certificates" ADD CONSTRAINT "order_certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_certificates" ADD CONSTRAINT "order_certificates_type_id_master_data_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_certificates" ADD CONSTRAINT "order_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_assignees" ADD CONSTRAINT "order_assignees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_assignees" ADD CONSTRAINT "order_assignees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_assignees" ADD CONSTRAINT "order_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_authorization_rule_approvers" ADD CONSTRAINT "order_authorization_rule_approvers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_authorization_rule_approvers" ADD CONSTRAINT "order_authorization_rule_approvers_rule_id_order_authorization_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."order_authorization_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_authorization_rule_approvers" ADD CONSTRAINT "order_authorization_rule_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_authorization_rules" ADD CONSTRAINT "order_authorization_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_authorization_rules" ADD CONSTRAINT "order_authorization_rules_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_link_sessions" ADD CONSTRAINT "guest_link_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_link_sessions" ADD CONSTRAINT "guest_link_sessions_link_id_guest_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guest_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_acting_company_id_companies_id_fk" FOREIGN KEY ("acting_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deviation_changes_position_unique" ON "order_deviation_changes" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "order_deviation_changes_order_idx" ON "order_deviation_changes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_deviation_reports_number_unique" ON "order_deviation_reports" USING btree ("order_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_deviation_reports_one_pending" ON "order_deviation_reports" USING btree ("order_id") WHERE "order_deviation_reports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_deviation_reports_company_status_idx" ON "order_deviation_reports" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "order_certificates_company_due_idx" ON "order_certificates" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "order_certificates_company_status_due_idx" ON "order_certificates" USING btree ("company_id","status","due_date");--> statement-breakpoint
CREATE INDEX "order_certificates_order_idx" ON "order_certificates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_certificates_type_idx" ON "order_certificates" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "order_assignees_user_idx" ON "order_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_deliveries_position_unique" ON "order_deliveries" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_deliveries_company_etd_idx" ON "order_deliveries" USING btree ("company_id","etd");--> statement-breakpoint
CREATE INDEX "order_deliveries_company_eta_idx" ON "order_deliveries" USING btree ("company_id","eta");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_unique" ON "order_lines" USING btree ("delivery_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_article_idx" ON "order_lines" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "order_tags_tag_idx" ON "order_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_number_unique" ON "orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_idx" ON "orders" USING btree ("supplier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_sent_idx" ON "orders" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "order_comments_order_idx" ON "order_comments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_comments_company_idx" ON "order_comments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "order_comments_author_company_idx" ON "order_comments" USING btree ("author_company_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_entity_idx" ON "attachments" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "guest_link_sessions_link_idx" ON "guest_link_sessions" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "guest_links_document_idx" ON "guest_links" USING btree ("company_id","document_type","document_id");--> statement-breakpoint
CREATE POLICY "order_deviation_changes_company" ON "order_deviation_changes" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_deviation_changes_supplier" ON "order_deviation_changes" AS PERMISSIVE FOR ALL TO "app_user" USING (exists (select 1 from orders o where o.id = order_deviation_changes.order_id and o.company_id = order_deviation_changes.company_id)) WITH CHECK (exists (select 1 from orders o where o.id = order_deviation_changes.order_id and o.company_id = order_deviation_changes.company_id));--> statement-breakpoint
CREATE POLICY "order_deviation_reports_company" ON "order_deviation_reports" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_deviation_reports_supplier" ON "order_deviation_reports" AS PERMISSIVE FOR ALL TO "app_user" USING (exists (select 1 from orders o where o.id = order_deviation_reports.order_id and o.company_id = order_deviation_reports.company_id)) WITH CHECK (exists (select 1 from orders o where o.id = order_deviation_reports.order_id and o.company_id = order_deviation_reports.company_id));--> statement-breakpoint
CREATE POLICY "order_certificates_company" ON "order_certificates" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_assignees_company" ON "order_assignees" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_counters_company" ON "order_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_deliveries_company" ON "order_deliveries" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_deliveries_supplier_read" ON "order_deliveries" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from orders o where o.id = order_id));--> statement-breakpoint
CREATE POLICY "order_deliveries_supplier_update" ON "order_deliveries" AS PERMISSIVE FOR UPDATE TO "app_user" USING (exists (select 1 from orders o where o.id = order_id)) WITH CHECK (exists (select 1 from orders o where o.id = order_id));--> statement-breakpoint
CREATE POLICY "order_history_company" ON "order_history" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_history_supplier" ON "order_history" AS PERMISSIVE FOR ALL TO "app_user" USING (not internal and exists (select 1 from orders o where o.id = order_id)) WITH CHECK (not internal and exists (select 1 from orders o where o.id = order_id));--> statement-breakpoint
CREATE POLICY "order_lines_company" ON "order_lines" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_lines_supplier_read" ON "order_lines" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from orders o where o.id = order_id));--> statement-breakpoint
CREATE POLICY "order_lines_supplier_update" ON "order_lines" AS PERMISSIVE FOR UPDATE TO "app_user" USING (exists (select 1 from orders o where o.id = order_id)) WITH CHECK (exists (select 1 from orders o where o.id = order_id));--> statement-breakpoint
CREATE POLICY "order_tags_company" ON "order_tags" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_tags_supplier_read" ON "order_tags" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from orders o where o.id = order_id and o.show_tags_to_supplier));--> statement-breakpoint
CREATE POLICY "orders_company" ON "orders" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "orders_supplier_read" ON "orders" AS PERMISSIVE FOR SELECT TO "app_user" USING (supplier_company_id = app_company_id() and status not in ('draft', 'approval_required'));--> statement-breakpoint
CREATE POLICY "orders_supplier_update" ON "orders" AS PERMISSIVE FOR UPDATE TO "app_user" USING (supplier_company_id = app_company_id() and status not in ('draft', 'approval_required')) WITH CHECK (supplier_company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_authorization_rule_approvers_company" ON "order_authorization_rule_approvers" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_authorization_rules_company" ON "order_authorization_rules" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "order_comments_read" ON "order_comments" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from orders o where o.id = order_comments.order_id)
          and (visibility = 'shared' or author_company_id = app_company_id()));--> statement-breakpoint
CREATE POLICY "order_comments_write" ON "order_comments" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (author_company_id = app_company_id()
          and exists (select 1 from orders o where o.id = order_comments.order_id and o.company_id = order_comments.company_id));--> statement-breakpoint
CREATE POLICY "attachments_company" ON "attachments" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "guest_link_sessions_company" ON "guest_link_sessions" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "guest_links_company" ON "guest_links" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- A guest's answer runs as the guest's company (an order's supplier), which may not write the issuer's
-- link row: this function uses up one single-use link inside that transaction, only for the company
-- the link lets act, and only while the link still works.
CREATE OR REPLACE FUNCTION claim_guest_link(p_link uuid) RETURNS boolean
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
    WITH claimed AS (
      UPDATE guest_links SET used_at = now()
      WHERE id = p_link AND single_use AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        AND acting_company_id = app_company_id()
      RETURNING id
    )
    SELECT count(*) = 1 FROM claimed
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION claim_guest_link(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION claim_guest_link(uuid) TO app_user;
--> statement-breakpoint
-- The supplier packs a delivery by the packing instruction and box type of the buyer's article, but
-- cannot read the buyer's articles. This answers, for the lines of one delivery of an order the acting
-- company sees (its own, or one sent to it that is not a draft: the orders policies), those names and
-- nothing else.
CREATE OR REPLACE FUNCTION order_packing_details(p_delivery uuid)
  RETURNS TABLE(line_id uuid, box_type_name text, packing_instruction_name text,
    packing_instruction_text text, qty_inner_box integer, qty_outer_box integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT l.id, coalesce(b.name, ib.name), pi.name, pi.description, pi.qty_inner_box, pi.qty_outer_box
    FROM order_lines l
    JOIN orders o ON o.id = l.order_id
    JOIN articles a ON a.id = l.article_id
    LEFT JOIN box_types b ON b.id = a.box_type_id
    LEFT JOIN packing_instructions pi ON pi.id = a.packing_instruction_id
    LEFT JOIN box_types ib ON ib.id = pi.box_type_id
    WHERE l.delivery_id = p_delivery
      AND (o.company_id = app_company_id()
        OR (o.supplier_company_id = app_company_id() AND o.status NOT IN ('draft', 'approval_required')))
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION order_packing_details(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION order_packing_details(uuid) TO app_user;
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
