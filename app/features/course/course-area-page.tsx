// /curso-reducao-consignado/aulas — the buyer's course area (guarded by shell/areas/course-area):
// the modules and the 30-day guarantee (DESIGN §8b.23). "Solicitar garantia" refunds the purchase
// in full through the provider, once, and closes the area.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { BillingError } from "~/features/billing/billing.server";
import {
  COURSE_MESSAGES,
  claimCourseGuarantee,
  courseAccess,
  guaranteeState,
} from "~/features/billing/course-purchase.server";
import { COURSE_PATHS } from "~/features/billing/course-paths";
import { callerFrom } from "~/features/billing/http.server";
import { formatDateBR } from "~/features/billing/notices.server";
import { guaranteeRule, guaranteeStatement, instalmentLabel } from "~/domain/course";
import { formatPrice } from "~/domain/plans";
import { flashCookie } from "~/platform/flash.server";
import { readForm } from "~/platform/form.server";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Checkbox } from "~/ui/checkbox";
import { Container } from "~/ui/container";
import { Icon } from "~/ui/icons/icon";
import type { Route } from "./+types/course-area-page";
import { courseDeps } from "./course-deps.server";
import { courseModules } from "./modules.server";

export function meta() {
  return [{ title: "Área do curso — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

const REFUSALS = {
  no_purchase: { message: COURSE_MESSAGES.noPurchase, status: 404 },
  already_refunded: { message: COURSE_MESSAGES.alreadyRefunded, status: 409 },
  guarantee_expired: { message: COURSE_MESSAGES.guaranteeExpired, status: 409 },
  statement_required: { message: COURSE_MESSAGES.statementRequired, status: 400 },
} as const;

export async function loader({ context }: Route.LoaderArgs) {
  const caller = callerFrom(context);
  const deps = courseDeps();
  const access = caller ? await courseAccess(deps.db, caller.userId) : null;
  // The area's middleware let only a buyer in; a refund between the two reads closes it too.
  if (access?.status !== "active") throw redirect(COURSE_PATHS.landing);
  const state = await guaranteeState(deps, access.purchase);
  return {
    purchase: {
      paidOn: formatDateBR(new Date(state.paidAt)),
      amount: formatPrice(state.amountCents),
      instalments: state.instalments,
      guaranteeUntil: formatDateBR(new Date(state.guaranteeUntil)),
      guaranteeOpen: state.guaranteeOpen,
      instalmentText:
        state.instalments && state.instalments > 1
          ? instalmentLabel(state.amountCents, state.instalments)
          : null,
    },
    modules: courseModules().map(({ number, slug, title, summary }) => ({
      number,
      slug,
      title,
      summary,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const caller = callerFrom(context);
  if (!caller) throw redirect(COURSE_PATHS.login);
  const form = await readForm(request);
  if (form.get("intent") !== "garantia")
    return data({ error: "Ação desconhecida." }, { status: 400 });
  try {
    const outcome = await claimCourseGuarantee(courseDeps(), caller, {
      declared: form.get("declaracao") === "sim",
    });
    if (!outcome.ok) {
      const refusal = REFUSALS[outcome.reason];
      return data({ error: refusal.message }, { status: refusal.status });
    }
    throw redirect(COURSE_PATHS.landing, {
      headers: {
        "Set-Cookie": flashCookie(request, {
          title: `Garantia atendida: devolvemos ${formatPrice(outcome.refundCents)}.`,
          description: "O acesso às aulas foi encerrado. Enviamos a confirmação por e-mail.",
        }),
      },
    });
  } catch (error) {
    if (error instanceof BillingError)
      return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function CourseAreaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { purchase, modules } = loaderData;
  const navigation = useNavigation();
  const claiming = navigation.state !== "idle" && navigation.formData?.get("intent") === "garantia";
  return (
    <Container width="md" className="py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Curso: reduza as parcelas do seu consignado
      </h1>
      <p className="mt-2 text-slate-700">
        Compra confirmada em {purchase.paidOn} · {purchase.amount}
        {purchase.instalmentText ? ` em ${purchase.instalmentText}` : ""}.
      </p>

      <section aria-labelledby="modulos-titulo" className="mt-8">
        <h2 id="modulos-titulo" className="text-xl font-bold text-slate-900">
          Módulos
        </h2>
        {modules.length === 0 ? (
          <Alert tone="info" className="mt-4">
            Nenhum módulo foi publicado ainda. As aulas aparecem aqui assim que forem publicadas; o
            prazo da garantia continua contando da data da compra.
          </Alert>
        ) : (
          <ol className="mt-4 flex flex-col gap-3">
            {modules.map((m) => (
              <li key={m.slug}>
                <Link
                  to={`${COURSE_PATHS.area}/${m.slug}`}
                  className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:border-brand-600"
                >
                  <span className="block font-semibold text-brand-800">
                    Módulo {m.number}: {m.title}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">{m.summary}</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>

      <Card as="section" aria-labelledby="garantia-titulo" className="mt-10 flex flex-col gap-3">
        <h2 id="garantia-titulo" className="flex items-center gap-2 text-xl font-bold">
          <Icon name="shield-check" aria-hidden className="size-5 text-ok-700" />
          Garantia de 30 dias
        </h2>
        <p className="text-slate-800">{guaranteeRule()}</p>
        {purchase.guaranteeOpen ? (
          <>
            <p className="font-medium text-slate-900">
              Prazo para pedir: até {purchase.guaranteeUntil}.
            </p>
            {actionData?.error ? (
              <Alert tone="danger" role="alert">
                {actionData.error}
              </Alert>
            ) : null}
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="garantia" />
              <Checkbox name="declaracao" value="sim" required label={guaranteeStatement()} />
              <Button
                type="submit"
                variant="outline"
                loading={claiming}
                loadingText="Solicitando..."
              >
                Solicitar garantia
              </Button>
              <p className="text-sm text-slate-600">
                O reembolso integral de {purchase.amount} é pedido na hora, no mesmo cartão, e o
                acesso às aulas é encerrado.
              </p>
            </Form>
          </>
        ) : (
          <p className="text-slate-800">
            O prazo da garantia terminou em {purchase.guaranteeUntil}.
          </p>
        )}
      </Card>
    </Container>
  );
}
