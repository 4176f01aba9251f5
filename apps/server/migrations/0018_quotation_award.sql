ALTER TYPE "public"."notification_type" ADD VALUE 'quotation-awarded';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'quotation-not-awarded';--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "winner_invite_id" uuid;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_winner_invite_id_quotation_invites_id_fk" FOREIGN KEY ("winner_invite_id") REFERENCES "public"."quotation_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Owners skip row-level security unless it is forced, and drizzle does not emit FORCE (see 0002).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND rowsecurity LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
