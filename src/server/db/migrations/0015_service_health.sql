CREATE TABLE "webhook_failures" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event" jsonb NOT NULL,
	"error" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "webhook_failures_resolved_by_known" CHECK ("webhook_failures"."resolved_by" is null or "webhook_failures"."resolved_by" in ('delivery', 'replay'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"error" text,
	CONSTRAINT "job_runs_outcome_known" CHECK ("job_runs"."outcome" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "webhook_failures_last_failed_idx" ON "webhook_failures" USING btree ("last_failed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");