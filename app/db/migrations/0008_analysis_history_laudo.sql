CREATE TABLE "laudo_verificacoes" (
	"codigo" text PRIMARY KEY NOT NULL,
	"analise_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laudo_verificacoes_analise_id_unique" UNIQUE("analise_id")
);
--> statement-breakpoint
ALTER TABLE "solicitacoes_advocacia" ADD COLUMN "analise_id" uuid;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD COLUMN "conta_limite" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD COLUMN "recalculo_de" uuid;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD COLUMN "revisao" jsonb;--> statement-breakpoint
ALTER TABLE "laudo_verificacoes" ADD CONSTRAINT "laudo_verificacoes_analise_id_user_analyses_id_fk" FOREIGN KEY ("analise_id") REFERENCES "public"."user_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_advocacia" ADD CONSTRAINT "solicitacoes_advocacia_analise_id_user_analyses_id_fk" FOREIGN KEY ("analise_id") REFERENCES "public"."user_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_analyses" ADD CONSTRAINT "user_analyses_recalculo_de_user_analyses_id_fk" FOREIGN KEY ("recalculo_de") REFERENCES "public"."user_analyses"("id") ON DELETE set null ON UPDATE no action;