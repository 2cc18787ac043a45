// /pagamento-teste/curso/:sessionId — the local test provider's one-time checkout (the course),
// the stand-in for Stripe Checkout in payment mode: the page's price, à vista or in up to 12 card
// instalments (DESIGN §8b.23). Paying re-reads the purchase like Stripe's webhook would.
import { data, Form, redirect, useNavigation } from "react-router";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { testPaymentCustomers } from "~/db/schema";
import { COURSE, instalmentOptions } from "~/domain/course";
import { formatPrice } from "~/domain/plans";
import { readForm } from "~/platform/form.server";
import { closeLocalSession } from "~/services/payments-local.server";
import {
  findOpenLocalPaymentSession,
  payLocalPaymentSession,
} from "~/services/payments-one-time-local.server";
import { oneTimePaymentProvider } from "~/services/payments-one-time.server";
import { paymentProvider } from "~/services/payments.server";
import { env } from "~/env.server";
import { Alert } from "~/ui/alert";
import { Button, ButtonLink } from "~/ui/button";
import { Select } from "~/ui/select";
import { TestCheckoutFrame } from "./test-checkout-frame";
import type { Route } from "./+types/test-course-checkout-page";
import { syncCoursePurchases } from "./course-purchase.server";

const GONE = "Esta sessão de pagamento de teste expirou ou já foi usada.";

function requireLocalProvider() {
  const payments = oneTimePaymentProvider();
  if (payments.kind !== "local") throw data("Página não encontrada.", { status: 404 });
  return payments;
}

export async function loader({ params }: Route.LoaderArgs) {
  requireLocalProvider();
  const session = await findOpenLocalPaymentSession(db(), params.sessionId);
  if (!session) return data({ checkout: null }, { status: 410 });
  const [customer] = await db()
    .select({ email: testPaymentCustomers.email })
    .from(testPaymentCustomers)
    .where(eq(testPaymentCustomers.id, session.customerId));
  return { checkout: { email: customer?.email ?? "" } };
}

const payForm = z.object({
  parcelas: z.coerce.number().int().min(1).max(COURSE.maxInstalments),
});

export async function action({ request, params }: Route.ActionArgs) {
  const payments = requireLocalProvider();
  const form = await readForm(request);
  const intent = form.get("intent");
  const session = await findOpenLocalPaymentSession(db(), params.sessionId);
  if (!session) return data({ error: GONE }, { status: 410 });
  if (intent === "desistir") {
    if (!(await closeLocalSession(db(), session.id, "expired")))
      return data({ error: GONE }, { status: 410 });
    return redirect(session.cancelUrl ?? session.returnUrl);
  }
  if (intent !== "pagar") return data({ error: "Escolha pagar ou desistir." }, { status: 400 });
  const parsed = payForm.safeParse({ parcelas: form.get("parcelas") });
  if (!parsed.success)
    return data(
      { error: `Escolha à vista ou de 2 a ${COURSE.maxInstalments} parcelas.` },
      { status: 400 },
    );
  const paid = await payLocalPaymentSession(db(), session, {
    amountCents: COURSE.priceCents,
    instalments: parsed.data.parcelas,
  });
  if (!paid) return data({ error: GONE }, { status: 410 });
  // What Stripe's checkout.session.completed does: re-read the customer's course payments.
  await syncCoursePurchases(
    { db: db(), provider: paymentProvider(), payments, appUrl: env().APP_URL },
    session.customerId,
  );
  return redirect(session.returnUrl);
}

export function meta() {
  return [{ title: "Pagamento de teste — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export default function TestCourseCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const checkout = loaderData.checkout;
  return (
    <TestCheckoutFrame error={actionData?.error}>
      {checkout ? (
        <Form method="post" className="mt-6 flex flex-col gap-5">
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            <div className="flex justify-between gap-4 p-4">
              <dt className="shrink-0 text-slate-600">Produto</dt>
              <dd className="text-right font-semibold text-slate-900">
                Curso: reduza as parcelas do seu consignado
              </dd>
            </div>
            <div className="flex justify-between gap-4 p-4">
              <dt className="shrink-0 text-slate-600">Valor</dt>
              <dd className="font-semibold text-slate-900">
                {formatPrice(COURSE.priceCents)} (pagamento único)
              </dd>
            </div>
            <div className="flex justify-between gap-4 p-4">
              <dt className="shrink-0 text-slate-600">E-mail</dt>
              <dd className="min-w-0 truncate text-slate-900">{checkout.email}</dd>
            </div>
          </dl>
          <Select
            name="parcelas"
            label="Forma de pagamento no cartão"
            hint="Sem acréscimo: as parcelas somam o valor à vista."
            defaultValue="1"
            options={instalmentOptions().map((o) => ({
              value: String(o.count),
              label: o.label,
            }))}
          />
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
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
              formNoValidate
              disabled={Boolean(busyIntent)}
            >
              Cancelar
            </Button>
          </div>
        </Form>
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
