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
CREATE POLICY "order_imports_company" ON "order_imports" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "article_components_company" ON "article_components" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "article_shares_company" ON "article_shares" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "article_shares_partner_read" ON "article_shares" TO app_user USING (partner_company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "article_tags_company" ON "article_tags" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "articles_company" ON "articles" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "articles_shared_read" ON "articles" TO app_user USING (exists (select 1 from article_shares s where s.article_id = articles.id and s.partner_company_id = (select app_company_id())));--> statement-breakpoint
ALTER POLICY "article_imports_company" ON "article_imports" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "box_types_company" ON "box_types" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "packing_instructions_company" ON "packing_instructions" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "invites_company" ON "invites" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "sessions_company" ON "sessions" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "user_tokens_company" ON "user_tokens" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "companies_self" ON "companies" TO app_user USING (id = (select app_company_id())) WITH CHECK (id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "addresses_company" ON "addresses" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "buying_entities_company" ON "buying_entities" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "contacts_company" ON "contacts" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "eta_rules_company" ON "eta_rules" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "exchange_rates_company" ON "exchange_rates" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "payment_terms_company" ON "payment_terms" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "export_settings_company" ON "export_settings" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "platform_settings_company" ON "platform_settings" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "tags_company" ON "tags" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "vats_company" ON "vats" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "warehouses_company" ON "warehouses" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "master_data_company" ON "master_data" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "notification_settings_company" ON "notification_settings" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "notifications_company" ON "notifications" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "push_subscriptions_company" ON "push_subscriptions" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_deviation_changes_company" ON "order_deviation_changes" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_deviation_reports_company" ON "order_deviation_reports" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_certificates_company" ON "order_certificates" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_assignees_company" ON "order_assignees" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_counters_company" ON "order_counters" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_deliveries_company" ON "order_deliveries" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_deliveries_supplier_read" ON "order_deliveries" TO app_user USING (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id()) and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
ALTER POLICY "order_deliveries_supplier_update" ON "order_deliveries" TO app_user USING (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id()) and o.status not in ('draft', 'approval_required'))) WITH CHECK (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id()) and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
ALTER POLICY "order_history_company" ON "order_history" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_lines_company" ON "order_lines" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_lines_supplier_read" ON "order_lines" TO app_user USING (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id()) and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
ALTER POLICY "order_lines_supplier_update" ON "order_lines" TO app_user USING (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id()) and o.status not in ('draft', 'approval_required'))) WITH CHECK (exists (select 1 from orders o where o.id = order_id and o.supplier_company_id = (select app_company_id()) and o.status not in ('draft', 'approval_required')));--> statement-breakpoint
ALTER POLICY "order_tags_company" ON "order_tags" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "orders_company" ON "orders" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "orders_supplier_read" ON "orders" TO app_user USING (supplier_company_id = (select app_company_id()) and status not in ('draft', 'approval_required'));--> statement-breakpoint
ALTER POLICY "orders_supplier_update" ON "orders" TO app_user USING (supplier_company_id = (select app_company_id()) and status not in ('draft', 'approval_required')) WITH CHECK (supplier_company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_authorization_rule_approvers_company" ON "order_authorization_rule_approvers" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_authorization_rules_company" ON "order_authorization_rules" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "order_comments_read" ON "order_comments" TO app_user USING (exists (select 1 from orders o where o.id = order_comments.order_id)
          and (visibility = 'shared' or author_company_id = (select app_company_id())));--> statement-breakpoint
ALTER POLICY "order_comments_write" ON "order_comments" TO app_user WITH CHECK (author_company_id = (select app_company_id())
          and exists (select 1 from orders o where o.id = order_comments.order_id and o.company_id = order_comments.company_id));--> statement-breakpoint
ALTER POLICY "agreement_categories_company" ON "agreement_categories" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "agreement_tags_company" ON "agreement_tags" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "agreements_company" ON "agreements" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "partner_invites_parties" ON "partner_invites" TO app_user USING ((select app_company_id()) in (company_id, target_company_id)) WITH CHECK ((select app_company_id()) in (company_id, target_company_id));--> statement-breakpoint
ALTER POLICY "partnerships_parties" ON "partnerships" TO app_user USING ((select app_company_id()) in (client_company_id, supplier_company_id)) WITH CHECK ((select app_company_id()) in (client_company_id, supplier_company_id));--> statement-breakpoint
ALTER POLICY "supplier_capacities_company" ON "supplier_capacities" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "supplier_certificates_company" ON "supplier_certificates" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "supplier_consumptions_company" ON "supplier_consumptions" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "supplier_parameters_company" ON "supplier_parameters" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "supplier_style_reviews_company" ON "supplier_style_reviews" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "supplier_criteria_company" ON "supplier_criteria" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "supplier_criterion_values_company" ON "supplier_criterion_values" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "price_list_lines_company" ON "price_list_lines" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "price_lists_company" ON "price_lists" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "price_lists_counterparty_read" ON "price_lists" TO app_user USING (counterparty_company_id = (select app_company_id()) and state <> 'internal' and not is_default and not is_internal);--> statement-breakpoint
ALTER POLICY "price_lists_counterparty_decide" ON "price_lists" TO app_user USING (counterparty_company_id = (select app_company_id()) and state <> 'internal' and not is_default and not is_internal) WITH CHECK (counterparty_company_id = (select app_company_id()) and state <> 'internal' and not is_default and not is_internal);--> statement-breakpoint
ALTER POLICY "price_rules_company" ON "price_rules" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "roles_company" ON "roles" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "user_roles_company" ON "user_roles" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_shares_company" ON "style_shares" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_shares_partner" ON "style_shares" TO app_user USING (partner_company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "styles_company" ON "styles" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "styles_shared" ON "styles" TO app_user USING (exists (select 1 from style_shares s where s.style_id = styles.id and s.partner_company_id = (select app_company_id())));--> statement-breakpoint
ALTER POLICY "style_colours_company" ON "style_colours" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_colours_shared" ON "style_colours" TO app_user USING (exists (select 1 from style_shares s where s.style_id = style_colours.style_id and s.partner_company_id = (select app_company_id())));--> statement-breakpoint
ALTER POLICY "style_drop_codes_company" ON "style_drop_codes" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_drop_codes_shared" ON "style_drop_codes" TO app_user USING (exists (select 1 from style_shares s where s.style_id = style_drop_codes.style_id and s.partner_company_id = (select app_company_id())));--> statement-breakpoint
ALTER POLICY "style_materials_company" ON "style_materials" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_materials_shared" ON "style_materials" TO app_user USING (exists (select 1 from style_shares s where s.style_id = style_materials.style_id and s.partner_company_id = (select app_company_id())));--> statement-breakpoint
ALTER POLICY "style_seasons_company" ON "style_seasons" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_seasons_shared" ON "style_seasons" TO app_user USING (exists (select 1 from style_shares s where s.style_id = style_seasons.style_id and s.partner_company_id = (select app_company_id())));--> statement-breakpoint
ALTER POLICY "style_suppliers_company" ON "style_suppliers" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_suppliers_own_terms" ON "style_suppliers" TO app_user USING (supplier_company_id = (select app_company_id()) and exists (select 1 from style_shares s where s.style_id = style_suppliers.style_id and s.partner_company_id = (select app_company_id())));--> statement-breakpoint
ALTER POLICY "style_tags_company" ON "style_tags" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_review_criteria_company" ON "style_review_criteria" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "style_review_results_company" ON "style_review_results" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "user_group_members_company" ON "user_group_members" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "user_groups_company" ON "user_groups" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "users_company" ON "users" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "audits_company" ON "audits" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "attachments_company" ON "attachments" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "guest_link_sessions_company" ON "guest_link_sessions" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "guest_links_company" ON "guest_links" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "jobs_company" ON "jobs" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
ALTER POLICY "outbox_company" ON "outbox" TO app_user USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
