CREATE TABLE "care_daily_counts" (
	"day" date NOT NULL,
	"measure" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "care_daily_counts_day_measure_pk" PRIMARY KEY("day","measure"),
	CONSTRAINT "care_daily_counts_measure_known" CHECK ("care_daily_counts"."measure" in ('detection', 'care_mode', 'second_opinion', 'minor'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_started_at" timestamp with time zone;