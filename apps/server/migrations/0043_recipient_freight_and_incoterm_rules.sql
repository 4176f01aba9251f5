CREATE TABLE "incoterm_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"supplier_id" uuid,
	"ship_from_address_id" uuid,
	"incoterm" text NOT NULL,
	"freight_payer" text NOT NULL,
	"named_place" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "incoterm_rules_supplier_ship_from_unique" UNIQUE NULLS NOT DISTINCT("company_id","supplier_id","ship_from_address_id")
);
--> statement-breakpoint
ALTER TABLE "incoterm_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "recipient_freight" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ship_to_address_id" uuid,
	"ship_to_warehouse_id" uuid,
	"freight_mode_id" uuid NOT NULL,
	"lead_time_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipient_freight_ship_to_mode_unique" UNIQUE NULLS NOT DISTINCT("company_id","ship_to_address_id","ship_to_warehouse_id","freight_mode_id"),
	CONSTRAINT "recipient_freight_one_ship_to" CHECK (num_nonnulls("recipient_freight"."ship_to_address_id", "recipient_freight"."ship_to_warehouse_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "recipient_freight" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incoterm_rules" ADD CONSTRAINT "incoterm_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoterm_rules" ADD CONSTRAINT "incoterm_rules_supplier_id_agreements_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoterm_rules" ADD CONSTRAINT "incoterm_rules_ship_from_address_id_addresses_id_fk" FOREIGN KEY ("ship_from_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_freight" ADD CONSTRAINT "recipient_freight_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_freight" ADD CONSTRAINT "recipient_freight_ship_to_address_id_addresses_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_freight" ADD CONSTRAINT "recipient_freight_ship_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("ship_to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_freight" ADD CONSTRAINT "recipient_freight_freight_mode_id_master_data_id_fk" FOREIGN KEY ("freight_mode_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incoterm_rules_one_default" ON "incoterm_rules" USING btree ("company_id") WHERE "incoterm_rules"."is_default";--> statement-breakpoint
CREATE POLICY "incoterm_rules_company" ON "incoterm_rules" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "recipient_freight_company" ON "recipient_freight" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- hand-written:
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
