CREATE TABLE "course_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"instalments" integer,
	"paid_at" timestamp with time zone NOT NULL,
	"guarantee_claimed_at" timestamp with time zone,
	"refund_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_purchases_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "course_purchases_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "course_purchases_amount_check" CHECK ("course_purchases"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_payment_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text,
	"price_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"instalments" integer NOT NULL,
	"refund_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "test_payment_payments_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "test_payment_sessions" DROP CONSTRAINT "test_payment_sessions_kind_check";--> statement-breakpoint
ALTER TABLE "course_purchases" ADD CONSTRAINT "course_purchases_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_payments" ADD CONSTRAINT "test_payment_payments_customer_id_test_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."test_payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_purchases_customer_idx" ON "course_purchases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "test_payment_payments_customer_idx" ON "test_payment_payments" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD CONSTRAINT "test_payment_sessions_kind_check" CHECK ("test_payment_sessions"."kind" in ('checkout','portal','payment'));