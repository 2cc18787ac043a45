CREATE TABLE "indices_precos" (
	"indice" text NOT NULL,
	"mes" date NOT NULL,
	"variacao" numeric(7, 2) NOT NULL,
	"fonte" text NOT NULL,
	"obtido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indices_precos_indice_mes_pk" PRIMARY KEY("indice","mes"),
	CONSTRAINT "indices_precos_indice" CHECK ("indices_precos"."indice" in ('inpc','ipca')),
	CONSTRAINT "indices_precos_mes_first_day" CHECK (extract(day from "indices_precos"."mes") = 1)
);
