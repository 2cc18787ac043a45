CREATE TABLE "tetos_inss" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ato" text NOT NULL,
	"fonte" text NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"publicacao" date,
	"dias_uteis" integer,
	"vigencia_desde" date,
	"periodo_inicio" date,
	"periodo_fim" date,
	"emprestimo" numeric(5, 2),
	"cartao" numeric(5, 2),
	"seed_chave" text,
	"criado_por" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tetos_inss_seed_chave_unique" UNIQUE("seed_chave"),
	CONSTRAINT "tetos_inss_valor" CHECK ("tetos_inss"."emprestimo" is not null or "tetos_inss"."cartao" is not null),
	CONSTRAINT "tetos_inss_range" CHECK (("tetos_inss"."emprestimo" is null or ("tetos_inss"."emprestimo" > 0 and "tetos_inss"."emprestimo" < 10)) and ("tetos_inss"."cartao" is null or ("tetos_inss"."cartao" > 0 and "tetos_inss"."cartao" < 10))),
	CONSTRAINT "tetos_inss_vigencia" CHECK ("tetos_inss"."vigencia_desde" is null or "tetos_inss"."publicacao" is null or "tetos_inss"."vigencia_desde" >= "tetos_inss"."publicacao"),
	CONSTRAINT "tetos_inss_dias" CHECK ("tetos_inss"."dias_uteis" is null or ("tetos_inss"."dias_uteis" >= 0 and "tetos_inss"."dias_uteis" <= 60))
);
--> statement-breakpoint
ALTER TABLE "tetos_inss" ADD CONSTRAINT "tetos_inss_criado_por_user_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;