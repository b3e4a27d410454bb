CREATE TABLE "message_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"messages_remaining" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_balances_non_negative" CHECK ("message_balances"."messages_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"message_id" integer,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_ledger_reason_known" CHECK ("message_ledger"."reason" in ('opening_balance', 'verification_gift', 'message', 'refund', 'plan_allowance', 'renewal', 'special_offer', 'subscription_ended', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tier" text DEFAULT 'gratuit' NOT NULL,
	"account_status" text DEFAULT 'active' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"subscription_end_date" timestamp with time zone,
	"pending_subscription_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"tier" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_messages_remaining_non_negative";--> statement-breakpoint
ALTER TABLE "message_balances" ADD CONSTRAINT "message_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_ledger" ADD CONSTRAINT "message_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_ledger_user_created_idx" ON "message_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "message_ledger_message_reason_uq" ON "message_ledger" USING btree ("message_id","reason") WHERE "message_ledger"."message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_ledger_reference_reason_uq" ON "message_ledger" USING btree ("user_id","reason","reference") WHERE "message_ledger"."reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
-- Data moves to the owning modules before the columns go (ADR 009); the ledger opens with each balance.
INSERT INTO "message_balances" ("user_id", "messages_remaining") SELECT "id", "messages_remaining" FROM "users";--> statement-breakpoint
INSERT INTO "message_ledger" ("user_id", "delta", "balance_after", "reason") SELECT "id", "messages_remaining", "messages_remaining", 'opening_balance' FROM "users" WHERE "messages_remaining" <> 0;--> statement-breakpoint
INSERT INTO "billing_accounts" ("user_id", "tier", "account_status", "stripe_customer_id", "stripe_subscription_id", "subscription_end_date", "pending_subscription_id") SELECT "id", "subscription_tier", "account_status", "stripe_customer_id", "stripe_subscription_id", "subscription_end_date", "pending_subscription_id" FROM "users" WHERE "subscription_tier" <> 'gratuit' OR "account_status" <> 'active' OR "stripe_customer_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_tier";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "messages_remaining";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_customer_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_subscription_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pending_price_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pending_subscription_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "account_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_end_date";