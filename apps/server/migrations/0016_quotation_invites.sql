CREATE TYPE "public"."quotation_invite_status" AS ENUM('in-progress', 'closed', 'rejected', 'awarded');--> statement-breakpoint
CREATE TABLE "quotation_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"agreement_id" uuid,
	"supplier_company_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"org_number" text,
	"status" "quotation_invite_status" DEFAULT 'in-progress' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_invites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD CONSTRAINT "quotation_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD CONSTRAINT "quotation_invites_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD CONSTRAINT "quotation_invites_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD CONSTRAINT "quotation_invites_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_invites_quotation_idx" ON "quotation_invites" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "quotation_invites_supplier_idx" ON "quotation_invites" USING btree ("supplier_company_id");--> statement-breakpoint
CREATE POLICY "quotation_invites_company" ON "quotation_invites" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = (select app_company_id())) WITH CHECK (company_id = (select app_company_id()));--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
