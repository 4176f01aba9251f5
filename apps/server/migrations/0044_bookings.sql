CREATE TABLE "booking_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_delivery_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"supplier_company_id" uuid NOT NULL,
	"supplier_name" text NOT NULL,
	"freight_payer" text DEFAULT 'buyer' NOT NULL,
	"ship_from_address_id" uuid,
	"ship_to_address_id" uuid,
	"ship_to_warehouse_id" uuid,
	"pickup_date" date,
	"delivery_date" date,
	"freight_mode_id" uuid,
	"incoterm" text,
	"named_place" text,
	"forwarder_id" uuid,
	"forwarder_reference" text,
	"shipment_reference" text,
	"tracking_link" text,
	"last_mile_eta" date,
	"cut_off_date" date,
	"dangerous_goods" boolean DEFAULT false NOT NULL,
	"instructions" text,
	"goods_description" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bookings_one_ship_to" CHECK (num_nonnulls("bookings"."ship_to_address_id", "bookings"."ship_to_warehouse_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "booking_counters" ADD CONSTRAINT "booking_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_deliveries" ADD CONSTRAINT "booking_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_deliveries" ADD CONSTRAINT "booking_deliveries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_deliveries" ADD CONSTRAINT "booking_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_deliveries" ADD CONSTRAINT "booking_deliveries_order_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("order_delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_freight_mode_id_master_data_id_fk" FOREIGN KEY ("freight_mode_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_forwarder_id_master_data_id_fk" FOREIGN KEY ("forwarder_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_deliveries_position_unique" ON "booking_deliveries" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_deliveries_one_draft" ON "booking_deliveries" USING btree ("order_delivery_id") WHERE "booking_deliveries"."draft";--> statement-breakpoint
CREATE INDEX "booking_deliveries_delivery_idx" ON "booking_deliveries" USING btree ("order_delivery_id");--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_company_number_unique" ON "bookings" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "bookings_company_status_idx" ON "bookings" USING btree ("company_id","status");--> statement-breakpoint
CREATE POLICY "booking_counters_company" ON "booking_counters" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "booking_deliveries_company" ON "booking_deliveries" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "booking_history_company" ON "booking_history" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
CREATE POLICY "bookings_company" ON "bookings" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- hand-written:
-- Addresses and warehouses are referenced here, not in the schema, as in 0035 and 0042 (the address
-- table file's imports would make an import cycle with the shipping tables).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ship_from_address_id_addresses_id_fk" FOREIGN KEY ("ship_from_address_id") REFERENCES "public"."addresses"("id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ship_to_address_id_addresses_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."addresses"("id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ship_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("ship_to_warehouse_id") REFERENCES "public"."warehouses"("id");--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
