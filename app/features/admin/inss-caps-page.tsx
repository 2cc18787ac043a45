// /admin-dashboard/tetos-inss (DESIGN §7.4): the INSS legal caps the analyses use, with the act,
// the source and when each one took effect, and a form to add a new change. Admins only.
import { Icon } from "~/ui/icons/icon";
import { data, Form, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { formatIsoDate } from "~/domain/business-days";
import { resolveCapRow } from "~/domain/inss-caps";
import { formatRate } from "~/domain/numbers";
import { viewerContext } from "~/platform/context";
import { addCapRow, readCapRows } from "~/features/rates/inss-caps.server";
import { readFormOrNull } from "~/platform/form.server";
import { FORM_UNREADABLE } from "~/platform/form";
import { Alert } from "~/ui/alert";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading, SectionHeading } from "~/ui/container";
import { TextAreaField, TextField } from "~/ui/text-field";
import type { Route } from "./+types/inss-caps-page";
import { type CapFormErrors, type CapFormField, parseCapForm } from "./inss-caps-schema";

export function meta() {
  return [
    { title: "Tetos do INSS — Administração — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader() {
  const rows = await readCapRows(db());
  return {
    rows: rows
      .map((row) => {
        const resolved = resolveCapRow(row);
        return {
          ...row,
          vigencia: !resolved
            ? "sem data"
            : resolved.exata
              ? `em vigor desde ${formatIsoDate(resolved.certoDesde)}`
              : `início não encontrado: entre ${formatIsoDate(resolved.inicio)} e ${formatIsoDate(resolved.certoDesde)} (os dois tetos valem nesse intervalo)`,
          inicio: resolved?.inicio ?? "",
        };
      })
      .sort((a, b) => (a.inicio < b.inicio ? 1 : a.inicio > b.inicio ? -1 : 0)),
  };
}

type ActionResult =
  | { ok: true; savedAt: number; ato: string }
  | { ok: false; errors: CapFormErrors; values: Partial<Record<CapFormField, string>> };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrNull(request);
  if (!form)
    return data<ActionResult>(
      { ok: false, errors: { form: FORM_UNREADABLE }, values: {} },
      { status: 400 },
    );
  const parsed = parseCapForm(form);
  if (!parsed.ok) return data<ActionResult>(parsed, { status: 400 });
  const viewer = context.get(viewerContext);
  await addCapRow(db(), parsed.row, viewer.user?.id ?? null);
  return data<ActionResult>({ ok: true, savedAt: Date.now(), ato: parsed.row.ato });
}

export default function InssCapsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  const field = (name: CapFormField) => ({
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });

  return (
    <Container className="py-8">
      <PageHeading
        eyebrow="Administração"
        title="Tetos de juros do consignado INSS"
        description="Os tetos legais (CNPS/INSS) que as análises de empréstimo consignado e de cartão RMC/RCC usam. Cada mudança vale quando o ato diz: no dia informado ou N dias úteis após a publicação."
        actions={
          <ButtonLink
            to="/admin-dashboard"
            variant="outline"
            icon={<Icon name="arrow-left" className="size-5" />}
          >
            Voltar ao painel
          </ButtonLink>
        }
      />

      {actionData?.ok ? (
        <Alert tone="success" role="status" className="mt-6">
          Teto cadastrado: {actionData.ato}. As próximas análises já o usam.
        </Alert>
      ) : null}

      <Card as="section" aria-labelledby="novo-teto" className="mt-6">
        <SectionHeading id="novo-teto">Cadastrar nova mudança de teto</SectionHeading>
        <p className="mt-1 text-sm text-slate-700">
          Informe o dia de início de vigência, ou a publicação no DOU com os dias úteis que o ato
          dá. Sem o dia exato, informe a publicação (ou o período da mudança): até o fim do período,
          as análises citam os dois tetos.
        </p>
        {errors.form ? (
          <Alert tone="danger" role="alert" className="mt-4">
            {errors.form}
          </Alert>
        ) : null}
        <Form method="post" className="mt-5 grid gap-4 sm:grid-cols-2" noValidate>
          <TextField
            label="Ato"
            {...field("ato")}
            required
            maxLength={200}
            className="sm:col-span-2"
          />
          <TextField
            label="Fonte"
            hint="Endereço ou publicação de onde veio o teto."
            {...field("fonte")}
            required
            maxLength={500}
            className="sm:col-span-2"
          />
          <TextField
            label="Teto do empréstimo (% a.m.)"
            inputMode="decimal"
            placeholder="Ex.: 1,85"
            {...field("emprestimo")}
          />
          <TextField
            label="Teto do cartão RMC/RCC (% a.m.)"
            inputMode="decimal"
            placeholder="Ex.: 2,46"
            {...field("cartao")}
          />
          <TextField label="Publicação no DOU" type="date" {...field("publicacao")} />
          <TextField
            label="Dias úteis após a publicação"
            hint="Se o ato diz “entra em vigor N dias úteis após a publicação”."
            inputMode="numeric"
            {...field("diasUteis")}
          />
          <TextField
            label="Início de vigência"
            hint="Se uma fonte dá o dia exato."
            type="date"
            {...field("vigenciaDesde")}
          />
          <div className="hidden sm:block" />
          <TextField
            label="Período da mudança: início"
            hint="Só sem nenhum dia conhecido."
            type="date"
            {...field("periodoInicio")}
          />
          <TextField
            label="Período da mudança: fim"
            hint="Último dia em que o teto anterior ainda pode valer."
            type="date"
            {...field("periodoFim")}
          />
          <TextAreaField
            label="Nota"
            {...field("nota")}
            rows={2}
            maxLength={1000}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <Button type="submit" loading={saving} loadingText="Processando...">
              Cadastrar teto
            </Button>
          </div>
        </Form>
      </Card>

      <section aria-labelledby="tetos-cadastrados" className="mt-8">
        <SectionHeading id="tetos-cadastrados">
          Tetos cadastrados ({loaderData.rows.length})
        </SectionHeading>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="p-3">
                  Ato
                </th>
                <th scope="col" className="p-3">
                  Empréstimo
                </th>
                <th scope="col" className="p-3">
                  Cartão
                </th>
                <th scope="col" className="p-3">
                  Vigência
                </th>
                <th scope="col" className="p-3">
                  Fonte
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200 align-top">
                  <td className="p-3">
                    {row.ato}
                    {row.nota ? <p className="mt-1 text-xs text-slate-600">{row.nota}</p> : null}
                    {row.origem === "admin" ? (
                      <p className="mt-1 text-xs font-semibold text-brand-700">
                        Cadastrado no painel
                      </p>
                    ) : null}
                  </td>
                  <td className="p-3">
                    {row.emprestimo === null ? "não encontrado" : formatRate(row.emprestimo)}
                  </td>
                  <td className="p-3">
                    {row.cartao === null ? "não encontrado" : formatRate(row.cartao)}
                  </td>
                  <td className="p-3">{row.vigencia}</td>
                  <td className="p-3 break-words text-slate-600">{row.fonte}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Container>
  );
}
