ALTER TYPE "public"."notification_type" ADD VALUE 'booking-status-changed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking-discrepancy';--> statement-breakpoint
CREATE TABLE "booking_discrepancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_delivery_id" uuid NOT NULL,
	"order_line_id" uuid,
	"package_index" integer,
	"subject" text NOT NULL,
	"expected_quantity" numeric(13, 3) NOT NULL,
	"reported_quantity" numeric(13, 3) NOT NULL,
	"note" text,
	"status" text DEFAULT 'saved' NOT NULL,
	"reporter" text NOT NULL,
	"reported_by_id" uuid,
	"reported_by_name" text NOT NULL,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_discrepancies_one_subject" CHECK (num_nonnulls("booking_discrepancies"."order_line_id", "booking_discrepancies"."package_index") = 1)
);
--> statement-breakpoint
ALTER TABLE "booking_discrepancies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "booking_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "booking_discrepancies" ADD CONSTRAINT "booking_discrepancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discrepancies" ADD CONSTRAINT "booking_discrepancies_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discrepancies" ADD CONSTRAINT "booking_discrepancies_booking_delivery_id_booking_deliveries_id_fk" FOREIGN KEY ("booking_delivery_id") REFERENCES "public"."booking_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discrepancies" ADD CONSTRAINT "booking_discrepancies_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discrepancies" ADD CONSTRAINT "booking_discrepancies_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_discrepancies" ADD CONSTRAINT "booking_discrepancies_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_discrepancies_booking_idx" ON "booking_discrepancies" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE POLICY "booking_discrepancies_company" ON "booking_discrepancies" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- hand-written:
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
ALTER TABLE "booking_discrepancies" FORCE ROW LEVEL SECURITY;
