// /lp-servidor-publico — landing page for public servants, with no header or footer (SPEC §2;
// app/ui/layout-paths.ts lists it as header-less). The rate shown is the real BCB average for
// consignado to the public sector (SGS 25467), newest month.
import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { seriesFor } from "~/domain/contract-types";
import { lookupRate } from "~/domain/rates";
import { verdict } from "~/domain/verdict";
import { getRateTable } from "~/features/rates/rates.server";
import { buttonClasses } from "~/ui/button";
import type { Route } from "./+types/public-servant-landing";

export function meta() {
  return [
    { title: "Servidor público: seu consignado está com juros acima da média? — RevisaFácil" },
    {
      name: "description",
      content:
        "Compare a taxa do seu empréstimo consignado com a média do Banco Central para servidores públicos. Grátis e sem cadastro.",
    },
  ];
}

export async function loader() {
  const table = await getRateTable();
  const mes = table.dadosAte ?? "2025-07";
  const cert = lookupRate(table, { tipo: "emprestimo_consignado", setor: "publico", mes });
  // The average sentence and the exact limit come from the domain verdict (DESIGN D28).
  const v = verdict({ tipo: "emprestimo_consignado", taxaContrato: null, certificado: cert });
  return {
    mediaFrase: v.mediaFrase,
    limiteTexto: v.limiteTexto,
    serie: seriesFor("emprestimo_consignado", "publico").code,
  };
}

export default function PublicServantLanding({ loaderData }: Route.ComponentProps) {
  const { mediaFrase, limiteTexto, serie } = loaderData;
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 px-4 py-14 text-white">
        <div className="mx-auto max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <Icon name="landmark" aria-hidden className="size-4" /> Para servidores públicos
          </p>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight sm:text-4xl">
            Seu consignado está com juros acima da média do mercado?
          </h1>
          <p className="mt-4 text-lg text-brand-100">
            O desconto em folha reduz o risco do banco, por isso o consignado tem os juros mais
            baixos do crédito pessoal. Mesmo assim, há contratos com taxas bem acima da média.
            Descubra em poucos minutos se é o seu caso.
          </p>
          <Link
            to="/calculadora-online-juros"
            // One variant, no colour overrides: overriding the primary's white text made it white on white.
            className={`mt-8 ${buttonClasses({ size: "lg", variant: "secondary" })}`}
          >
            Comparar minha taxa grátis <Icon name="arrow-right" aria-hidden className="size-5" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="media-titulo" className="px-4 py-12">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="media-titulo" className="text-xl font-bold">
            A média oficial para servidores públicos
          </h2>
          <p className="mt-3 text-slate-800">
            {mediaFrase} (consignado para trabalhadores do setor público, SGS série {serie}). Uma
            taxa <strong>{limiteTexto}</strong> (1,5 vez a média) é um indício de juros abusivos que
            vale a pena verificar.
          </p>
          <p className="mt-3 text-sm text-slate-600">
            A média muda todo mês: na análise usamos a do mês em que você assinou o contrato.
          </p>
        </div>
      </section>

      <section aria-labelledby="direitos-titulo" className="bg-white px-4 py-12">
        <div className="mx-auto max-w-3xl">
          <h2 id="direitos-titulo" className="text-xl font-bold">
            O que você pode verificar
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {[
              "Se a taxa mensal do contrato passa de 1,5 vez a média do Banco Central do mês da assinatura.",
              "Se foi incluído seguro prestamista sem você pedir (venda casada, art. 39, I, do CDC).",
              "Se o “cartão consignado” (RMC/RCC) foi contratado no lugar de um empréstimo comum.",
              "Se o valor descontado da folha confere com o contrato.",
            ].map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <Icon
                  name="shield-check"
                  aria-hidden
                  className="mt-0.5 size-5 shrink-0 text-ok-700"
                />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/auth?modo=cadastro" className={buttonClasses({ size: "lg" })}>
              Criar conta grátis
            </Link>
            <Link
              to="/solicitar-ajuda-juridica"
              className={buttonClasses({ size: "lg", variant: "outline" })}
            >
              Falar com um advogado parceiro
            </Link>
          </div>
          <p className="mt-8 text-sm text-slate-600">
            RevisaFácil ·{" "}
            <Link to="/politica-privacidade" className="underline">
              Política de Privacidade
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
