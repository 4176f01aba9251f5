DROP INDEX "quotation_answers_invite_criterion_unique";--> statement-breakpoint
DROP INDEX "quotation_offers_invite_item_unique";--> statement-breakpoint
ALTER TABLE "quotation_answers" ADD COLUMN "sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD COLUMN "sent_comment" text;--> statement-breakpoint
ALTER TABLE "quotation_invites" ADD COLUMN "sent_valid_until" date;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD COLUMN "sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_answers_invite_criterion_unique" ON "quotation_answers" USING btree ("invite_id","sent","criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_offers_invite_item_unique" ON "quotation_offers" USING btree ("invite_id","sent","item_id");--> statement-breakpoint
-- Answers sent before this migration were what the buyer saw: they become the sent copy.
INSERT INTO "quotation_answers" ("company_id", "invite_id", "criterion_id", "value", "sent")
SELECT a."company_id", a."invite_id", a."criterion_id", a."value", true
FROM "quotation_answers" a JOIN "quotation_invites" i ON i."id" = a."invite_id"
WHERE i."answered_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "quotation_offers" ("company_id", "invite_id", "item_id", "unit_price", "lead_time_days", "moq", "note", "sent")
SELECT o."company_id", o."invite_id", o."item_id", o."unit_price", o."lead_time_days", o."moq", o."note", true
FROM "quotation_offers" o JOIN "quotation_invites" i ON i."id" = o."invite_id"
WHERE i."answered_at" IS NOT NULL;--> statement-breakpoint
UPDATE "quotation_invites" SET "sent_comment" = "comment", "sent_valid_until" = "valid_until"
WHERE "answered_at" IS NOT NULL;
