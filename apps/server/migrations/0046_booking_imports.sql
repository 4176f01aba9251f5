ALTER TYPE "public"."notification_type" ADD VALUE 'booking-import' BEFORE 'quotation-invited';--> statement-breakpoint
CREATE TABLE "booking_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"job_id" uuid,
	"processed_bookings" integer DEFAULT 0 NOT NULL,
	"created_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped_bookings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "booking_imports" ADD CONSTRAINT "booking_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_imports" ADD CONSTRAINT "booking_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_imports_company_idx" ON "booking_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE POLICY "booking_imports_company" ON "booking_imports" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- hand-written:
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
ALTER TABLE "booking_imports" FORCE ROW LEVEL SECURITY;
