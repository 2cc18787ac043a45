CREATE TABLE "meus_casos_estados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meus_caso_id" uuid NOT NULL,
	"estado" text NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumos_diarios_advogados" (
	"user_id" text NOT NULL,
	"dia" date NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumos_diarios_advogados_user_id_dia_pk" PRIMARY KEY("user_id","dia")
);
--> statement-breakpoint
ALTER TABLE "meus_casos" ADD COLUMN "estado" text DEFAULT 'novo' NOT NULL;--> statement-breakpoint
ALTER TABLE "meus_casos" ADD COLUMN "estado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "meus_casos" ADD COLUMN "movimentado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "meus_casos" ADD COLUMN "parado_avisado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meus_casos" ADD COLUMN "compartilhamento_encerrado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD COLUMN "alertas_novos_casos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD COLUMN "alertas_ufs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD COLUMN "alertas_tipos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacoes_advocacia" ADD COLUMN "consentimento_versao" text;--> statement-breakpoint
ALTER TABLE "meus_casos_estados" ADD CONSTRAINT "meus_casos_estados_meus_caso_id_meus_casos_id_fk" FOREIGN KEY ("meus_caso_id") REFERENCES "public"."meus_casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumos_diarios_advogados" ADD CONSTRAINT "resumos_diarios_advogados_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meus_casos_estados_caso_idx" ON "meus_casos_estados" USING btree ("meus_caso_id","em");--> statement-breakpoint
ALTER TABLE "meus_casos" ADD CONSTRAINT "meus_casos_estado_check" CHECK ("meus_casos"."estado" in ('novo','contatado','contratado','acao_ajuizada','encerrado','sem_acordo'));--> statement-breakpoint
-- Cases selected before the pipeline start as "novo" on their selection date, with that first step recorded.
UPDATE "meus_casos" SET "estado_em" = "data_selecao", "movimentado_em" = "data_selecao";--> statement-breakpoint
INSERT INTO "meus_casos_estados" ("meus_caso_id", "estado", "em") SELECT "id", 'novo', "data_selecao" FROM "meus_casos";
