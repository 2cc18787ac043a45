ALTER TABLE "revisaconecta_subscribers" ADD COLUMN "oab_status" text DEFAULT 'pendente' NOT NULL;--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD COLUMN "oab_motivo_rejeicao" text;--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD COLUMN "oab_verificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD COLUMN "oab_verificado_por" text;--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD CONSTRAINT "revisaconecta_subscribers_oab_verificado_por_user_id_fk" FOREIGN KEY ("oab_verificado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisaconecta_oab_status_idx" ON "revisaconecta_subscribers" USING btree ("oab_status");--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD CONSTRAINT "revisaconecta_oab_status_check" CHECK ("revisaconecta_subscribers"."oab_status" in ('pendente','verificado','rejeitado'));--> statement-breakpoint
ALTER TABLE "revisaconecta_subscribers" ADD CONSTRAINT "revisaconecta_oab_rejeicao_check" CHECK ("revisaconecta_subscribers"."oab_status" <> 'rejeitado' or "revisaconecta_subscribers"."oab_motivo_rejeicao" is not null);