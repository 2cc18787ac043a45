ALTER TABLE "taxas_juros_bacen" ADD COLUMN "origem" text DEFAULT 'api_sgs' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD COLUMN "provisorio_avisado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "taxas_juros_bacen" ADD CONSTRAINT "taxas_origem_check" CHECK ("taxas_juros_bacen"."origem" in ('semente','api_sgs'));--> statement-breakpoint
-- Rows seeded from the public copy of the SGS export (server/seed.ts BCB_SEED_SOURCE) were never fetched by us.
UPDATE "taxas_juros_bacen" SET "origem" = 'semente' WHERE "fonte" LIKE 'BCB SGS (séries %exportação até%';
