ALTER TABLE "user" ADD COLUMN "nome_completo" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD COLUMN "banco" text;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD COLUMN "numero_contrato" text;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD COLUMN "data_assinatura" date;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD COLUMN "primeiro_vencimento" date;