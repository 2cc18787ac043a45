CREATE TABLE "form_rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "form_rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "suporte" ADD COLUMN "prioritario" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "form_rate_limits_window_idx" ON "form_rate_limits" USING btree ("window_start");