CREATE TABLE "anotacoes_casos" (
	"meus_caso_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"texto" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anotacoes_casos" ADD CONSTRAINT "anotacoes_casos_meus_caso_id_meus_casos_id_fk" FOREIGN KEY ("meus_caso_id") REFERENCES "public"."meus_casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anotacoes_casos" ADD CONSTRAINT "anotacoes_casos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;