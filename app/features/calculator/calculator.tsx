// /calculadora-online-juros — free, no sign-up (SPEC §2 "Public calculator", DESIGN D10). The form
// posts to this route's action, so it works with JavaScript off too.
import { Icon } from "~/ui/icons/icon";
import { Form, useNavigation } from "react-router";
import { rateFreshness } from "~/features/rates/rates.server";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { AnalysisFields } from "../analysis/analysis-fields";
import { lazyModule } from "~/platform/lazy-module";
import { lazyPart } from "~/platform/lazy-part";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/calculator";
import { runCalculator } from "./calculator.server";

// The result (verdict, rate summary, plan cards) is its own chunk: the page's first load carries
// only the form (issue 26 item 3: ≤ 120 KB of gzip JS). The browser starts its download when the
// form is sent; the server loads it before it renders (entry.server), so a page rendered with a
// result (JavaScript off) holds it in full.
const resultModule = lazyModule(() => import("./calculator-result"));
const CalculatorResult = lazyPart(resultModule, (m) => m.default);

export function meta() {
  return [
    { title: "Calculadora de juros abusivos grátis — RevisaFácil" },
    {
      name: "description",
      content:
        "Calculadora online e gratuita: compare a taxa do seu contrato com a taxa média do Banco Central do mês da assinatura. Sem cadastro.",
    },
  ];
}

export async function loader() {
  return { freshness: await rateFreshness() };
}

export async function action({ request }: Route.ActionArgs) {
  return runCalculator(await readForm(request));
}

export default function CalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction?.startsWith("/calculadora-online-juros");
  const result = actionData?.ok ? actionData : null;

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 px-4 py-10 text-white">
        <Container width="md" className="px-0">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <Icon name="calculator" aria-hidden className="size-4" /> 100% grátis · sem cadastro
          </p>
          <h1 className="mt-3 text-3xl font-extrabold sm:text-4xl">
            Calculadora online de juros abusivos
          </h1>
          <p className="mt-3 text-brand-100">
            Gratuita e sem cadastro: compare a taxa do seu contrato com a taxa média do Banco
            Central no mês em que você assinou.
          </p>
          <p className="mt-2 text-sm text-brand-200">{loaderData.freshness.texto}</p>
        </Container>
      </section>

      <Container width="md" className="py-8">
        {result ? (
          <CalculatorResult
            analysis={result.analysis}
            dataAnalise={result.dataAnalise}
            values={result.values}
            pergunta={result.pergunta}
          />
        ) : (
          <Card as="section" aria-labelledby="calc-form-title">
            <h2 id="calc-form-title" className="text-xl font-bold">
              Dados do contrato
            </h2>
            <Form
              method="post"
              className="mt-5 flex flex-col gap-5"
              noValidate
              onSubmit={() => void resultModule.load()}
            >
              <AnalysisFields
                defaults={actionData && !actionData.ok ? actionData.values : undefined}
                errors={actionData && !actionData.ok ? actionData.errors : undefined}
              />
              <Button type="submit" block size="lg" loading={busy} loadingText="Processando...">
                Calcular
              </Button>
            </Form>
          </Card>
        )}

        <section aria-labelledby="tipos-analisados" className="mt-10">
          <h2 id="tipos-analisados" className="text-xl font-bold">
            Tipos de contrato analisados
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {[
              [
                "Financiamento de veículos",
                "Carro e moto: comparamos com a média de aquisição de veículos.",
              ],
              ["Empréstimos pessoais", "Crédito pessoal não consignado."],
              [
                "Cartões de crédito consignados",
                "Cartões RMC e RCC, com o teto do INSS quando conhecido.",
              ],
              [
                "Crédito consignado",
                "Descontado em folha: INSS, servidores públicos e setor privado.",
              ],
            ].map(([title, text]) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold">{title}</p>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </div>
  );
}
