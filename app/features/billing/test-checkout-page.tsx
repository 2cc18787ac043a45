// /pagamento-teste/:sessionId — the local test provider's checkout (DESIGN D16), the stand-in for
// Stripe Checkout when no STRIPE_SECRET_KEY is set. It says plainly that it is a test and that no
// money moves. Paying or giving up goes through the same state change as Stripe's events.
import { data, Form, redirect, useNavigation } from "react-router";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { testPaymentCustomers } from "~/db/schema";
import { findOpenLocalSession } from "~/services/payments-local.server";
import { planForPrice, paymentProvider } from "~/services/payments.server";
import { Alert } from "~/ui/alert";
import { Button, ButtonLink } from "~/ui/button";
import { readForm } from "~/platform/form.server";
import { TestCheckoutFrame } from "./test-checkout-frame";
import type { Route } from "./+types/test-checkout-page";
import { formatPrice, PLANS } from "~/domain/plans";
import { abandonTestCheckout, completeTestCheckout } from "./test-provider.server";

const GONE = "Esta sessão de pagamento de teste expirou ou já foi usada.";

function requireLocalProvider() {
  const provider = paymentProvider();
  if (provider.kind !== "local") throw data("Página não encontrada.", { status: 404 });
  return provider;
}

export async function loader({ params }: Route.LoaderArgs) {
  const provider = requireLocalProvider();
  const session = await findOpenLocalSession(db(), params.sessionId, "checkout");
  const plan = session?.priceId ? planForPrice(provider.prices, session.priceId) : undefined;
  if (!session || !plan) return data({ checkout: null }, { status: 410 });
  const [customer] = await db()
    .select({ email: testPaymentCustomers.email })
    .from(testPaymentCustomers)
    .where(eq(testPaymentCustomers.id, session.customerId));
  return { checkout: { plan, email: customer?.email ?? "" } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const provider = requireLocalProvider();
  const intent = (await readForm(request)).get("intent");
  const next =
    intent === "pagar"
      ? await completeTestCheckout(db(), provider, params.sessionId)
      : intent === "desistir"
        ? await abandonTestCheckout(db(), params.sessionId)
        : undefined;
  if (next === undefined) return data({ error: "Escolha pagar ou desistir." }, { status: 400 });
  if (!next.ok) return data({ error: GONE }, { status: 410 });
  return redirect(next.returnUrl);
}

export function meta() {
  return [{ title: "Pagamento de teste — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export default function TestCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const checkout = loaderData.checkout;
  const plan = checkout ? PLANS[checkout.plan] : null;
  return (
    <TestCheckoutFrame error={actionData?.error}>
      {plan && checkout ? (
        <>
          <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200">
            <div className="flex justify-between gap-4 p-4">
              <dt className="shrink-0 text-slate-600">Plano</dt>
              <dd className="font-semibold text-slate-900">{plan.label}</dd>
            </div>
            <div className="flex justify-between gap-4 p-4">
              <dt className="shrink-0 text-slate-600">Valor</dt>
              <dd className="font-semibold text-slate-900">{formatPrice(plan.priceCents)}/mês</dd>
            </div>
            <div className="flex justify-between gap-4 p-4">
              <dt className="shrink-0 text-slate-600">E-mail</dt>
              <dd className="min-w-0 truncate text-slate-900">{checkout.email}</dd>
            </div>
          </dl>
          <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button
              type="submit"
              name="intent"
              value="pagar"
              block
              loading={busyIntent === "pagar"}
              loadingText="Processando..."
              disabled={busyIntent === "desistir"}
            >
              Confirmar pagamento de teste
            </Button>
            <Button
              type="submit"
              name="intent"
              value="desistir"
              variant="outline"
              block
              disabled={Boolean(busyIntent)}
            >
              Cancelar
            </Button>
          </Form>
        </>
      ) : (
        <>
          {!actionData?.error ? (
            <Alert tone="warning" className="mt-5">
              {GONE}
            </Alert>
          ) : null}
          <ButtonLink to="/" variant="outline" className="mt-6">
            Voltar para o início
          </ButtonLink>
        </>
      )}
    </TestCheckoutFrame>
  );
}
