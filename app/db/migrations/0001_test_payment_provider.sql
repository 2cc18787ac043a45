CREATE TABLE "test_payment_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "test_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"price_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_sessions_kind_check" CHECK ("test_payment_sessions"."kind" in ('checkout','portal'))
);
--> statement-breakpoint
CREATE TABLE "test_payment_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD CONSTRAINT "test_payment_sessions_customer_id_test_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."test_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_subscriptions" ADD CONSTRAINT "test_payment_subscriptions_customer_id_test_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."test_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_payment_subscriptions_customer_idx" ON "test_payment_subscriptions" USING btree ("customer_id");