CREATE TABLE "payment_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text,
	"user_id" integer,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_ledger" DROP CONSTRAINT "message_ledger_reason_known";--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "scheduled_tier" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "payment_issue" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "payment_issue_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_disputes_user_idx" ON "payment_disputes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_payment_intent_idx" ON "payments" USING btree ("provider_payment_intent_id");--> statement-breakpoint
ALTER TABLE "message_ledger" ADD CONSTRAINT "message_ledger_reason_known" CHECK ("message_ledger"."reason" in ('opening_balance', 'verification_gift', 'message', 'refund', 'plan_allowance', 'plan_forfeit', 'renewal', 'special_offer', 'payment_refunded', 'subscription_ended', 'adjustment'));