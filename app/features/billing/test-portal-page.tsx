// /pagamento-teste/portal/:sessionId — the local test provider's stand-in for Stripe's Billing
// Portal (DESIGN D16): shows the active test subscriptions and cancels them, through the same
// state change as Stripe's customer.subscription.deleted event.
import { Icon } from "~/ui/icons/icon";
import { data, Form, redirect, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { activeLocalSubscriptions, findOpenLocalSession } from "~/services/payments-local.server";
import { planForPrice, paymentProvider } from "~/services/payments.server";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/test-portal-page";
import { formatPrice, PLANS } from "~/domain/plans";
import { advanceTestClock, cancelTestSubscriptions } from "./test-provider.server";

const GONE = "Esta sessão do portal de teste expirou ou já foi usada.";
const date = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

function requireLocalProvider() {
  const provider = paymentProvider();
  if (provider.kind !== "local") throw data("Página não encontrada.", { status: 404 });
  return provider;
}

export async function loader({ params }: Route.LoaderArgs) {
  const provider = requireLocalProvider();
  const session = await findOpenLocalSession(db(), params.sessionId, "portal");
  if (!session) return data({ portal: null }, { status: 410 });
  const subs = await activeLocalSubscriptions(db(), session.customerId);
  return {
    portal: {
      returnUrl: session.returnUrl,
      subscriptions: subs.flatMap((sub) => {
        const plan = planForPrice(provider.prices, sub.priceId);
        return plan
          ? [
              {
                id: sub.id,
                plan,
                renewsOn: date.format(sub.currentPeriodEnd),
                cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
              },
            ]
          : [];
      }),
    },
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const provider = requireLocalProvider();
  const intent = (await readForm(request)).get("intent");
  const next =
    intent === "avancar-relogio"
      ? await advanceTestClock(db(), provider, params.sessionId)
      : await cancelTestSubscriptions(db(), provider, params.sessionId);
  if (!next.ok) return data({ error: GONE }, { status: 410 });
  return redirect(next.returnUrl);
}

export function meta() {
  return [
    { title: "Portal de assinatura (teste) — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

export default function TestPortalPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const portal = loaderData.portal;
  return (
    <Container width="sm" className="py-10">
      <Card as="section" padding="lg" aria-labelledby="portal-teste-titulo">
        <Badge tone="warning">
          <Icon name="flask-conical" aria-hidden className="size-3.5" />
          Pagamento de teste
        </Badge>
        <h1 id="portal-teste-titulo" className="mt-3 text-2xl font-bold text-slate-900">
          Gerenciar assinatura
        </h1>
        <p className="mt-2 text-slate-700">
          Portal do provedor de pagamento de teste: nenhum valor é cobrado ou devolvido. Em
          produção, esta etapa acontece no portal do Stripe.
        </p>
        {actionData?.error ? (
          <Alert tone="danger" className="mt-5">
            {actionData.error}
          </Alert>
        ) : null}
        {portal ? (
          <>
            {portal.subscriptions.length > 0 ? (
              <ul
                className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200"
                role="list"
              >
                {portal.subscriptions.map((sub) => (
                  <li key={sub.id} className="flex flex-wrap justify-between gap-2 p-4">
                    <span className="font-semibold text-slate-900">
                      Plano {PLANS[sub.plan].label} — {formatPrice(PLANS[sub.plan].priceCents)}/mês
                    </span>
                    <span className="text-slate-600">
                      {sub.cancelAtPeriodEnd
                        ? `Cancelada: ativa até ${sub.renewsOn}`
                        : `Renova em ${sub.renewsOn}`}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <Alert tone="info" className="mt-6" role="none">
                Você não tem assinaturas ativas.
              </Alert>
            )}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
              {portal.subscriptions.some((sub) => !sub.cancelAtPeriodEnd) ? (
                <Form method="post" className="sm:flex-1">
                  <Button
                    type="submit"
                    name="intent"
                    value="cancelar"
                    variant="danger"
                    block
                    loading={busy}
                    loadingText="Processando..."
                  >
                    Cancelar assinatura
                  </Button>
                </Form>
              ) : null}
              {portal.subscriptions.length > 0 ? (
                // Stripe's test clocks, locally: see a month pass without waiting for it.
                <Form method="post" className="sm:flex-1">
                  <Button
                    type="submit"
                    name="intent"
                    value="avancar-relogio"
                    variant="outline"
                    block
                    disabled={busy}
                  >
                    Avançar relógio de teste até o fim do período
                  </Button>
                </Form>
              ) : null}
              <ButtonLink
                to={portal.returnUrl}
                reloadDocument
                variant="outline"
                className="sm:flex-1"
              >
                Voltar sem cancelar
              </ButtonLink>
            </div>
          </>
        ) : (
          <ButtonLink to="/" variant="outline" className="mt-6">
            Voltar para o início
          </ButtonLink>
        )}
      </Card>
    </Container>
  );
}
