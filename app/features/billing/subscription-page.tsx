// /assinatura — "Minha assinatura": the plan, the renewal date, the plan cards for a free user and
// the cancel link for a paid one. The payment provider sends people back here after a checkout
// or the portal (?origem=checkout|portal); the loader then re-reads the plan from the provider
// and redirects to itself, so the header and every screen show the new plan at once.
import { Icon } from "~/ui/icons/icon";
import { redirect, useSearchParams } from "react-router";
import { useViewer } from "~/platform/use-viewer";
import { useOncePerResult } from "~/platform/use-once-per-result";
import { paymentProvider } from "~/services/payments.server";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { useToast } from "~/ui/toast";
import type { Route } from "./+types/subscription-page";
import { BillingError, checkSubscription, createCheckout, currentStatus } from "./billing.server";
import { chosenLawyerPlan, chosenPlan, lawyerSignUpPath, signUpPath } from "./chosen-plan";
import { billingDeps, callerFrom } from "./http.server";
import { BILLING_MESSAGES } from "./messages";
import { LawyerPlanCards, PlanCards } from "./plan-cards";
import { PLANS } from "~/domain/plans";
import { SubscriptionActions } from "./subscription-actions";
import { useCheckSubscription } from "./use-billing";
import { loggerFor } from "~/services/logger.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = callerFrom(context);
  const url = new URL(request.url);
  const lawyerArea = url.searchParams.get("area") === "revisaconecta";
  const consumerPlan = chosenPlan(url.searchParams.get("assinar"));
  const lawyerPlan = chosenLawyerPlan(url.searchParams.get("assinar"));
  const assinar = consumerPlan ?? lawyerPlan;
  if (!caller) {
    throw redirect(
      consumerPlan
        ? signUpPath(consumerPlan)
        : lawyerPlan
          ? lawyerSignUpPath(lawyerPlan)
          : lawyerArea
            ? "/auth-revisaconecta"
            : "/auth?from=revisafacil",
    );
  }
  if (assinar) {
    // The plan chosen before signing up (issue 10 item 6): its checkout, in this tab.
    let target: string;
    try {
      const checkout = await createCheckout(billingDeps(request), caller, assinar);
      target = checkout.ok
        ? checkout.url
        : `/assinatura?status=${checkout.reason === "already_subscribed" ? "ja-assinante" : "erro"}`;
    } catch (error) {
      if (!(error instanceof BillingError))
        loggerFor("billing").error({ err: error }, "checkout do plano escolhido falhou");
      target = "/assinatura?status=erro";
    }
    throw redirect(
      target.startsWith("/assinatura") && lawyerPlan ? `${target}&area=revisaconecta` : target,
    );
  }
  if (url.searchParams.has("origem")) {
    let result = "atualizado";
    try {
      await checkSubscription(billingDeps(), caller);
    } catch (error) {
      loggerFor("billing").error({ err: error }, "releitura da assinatura no retorno falhou");
      result = "erro";
    }
    throw redirect(`/assinatura?status=${result}${lawyerArea ? "&area=revisaconecta" : ""}`);
  }
  const status = await currentStatus(billingDeps().db, caller);
  // The withdrawal button is offered only while the 7 days run (the server checks again).
  const open = (iso: string | null) => (iso && Date.parse(iso) > Date.now() ? iso : null);
  return {
    status: {
      ...status,
      withdrawalUntil: open(status.withdrawalUntil),
      lawyer: status.lawyer
        ? { ...status.lawyer, withdrawalUntil: open(status.lawyer.withdrawalUntil) }
        : null,
    },
    testProvider: paymentProvider().kind === "local",
  };
}

export function meta() {
  return [{ title: "Minha assinatura — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

const date = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });
const formatDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : null);

export default function SubscriptionPage({ loaderData }: Route.ComponentProps) {
  const { status, testProvider } = loaderData;
  const viewer = useViewer();
  const [params] = useSearchParams();
  const { toast } = useToast();
  const { check, checking } = useCheckSubscription();

  // Only the first status of the visit is announced: one key for every status.
  useOncePerResult(
    params.get("status"),
    (result) => {
      if (result === "atualizado") toast({ title: BILLING_MESSAGES.updated });
      if (result === "erro") toast({ title: BILLING_MESSAGES.unexpected, variant: "destructive" });
      if (result === "ja-assinante") toast({ title: BILLING_MESSAGES.alreadySubscribed });
    },
    () => "status",
  );

  const paid = status.tier !== "gratuito";
  const until = formatDate(status.subscriptionEnd);
  const lawyer = status.lawyer;
  const lawyerPaid = lawyer !== null && lawyer.plan !== "gratuito";

  // A lawyer back from paying (?area=revisaconecta), or any lawyer without a paid consumer plan,
  // sees the RevisaConecta plan first, not "Plano RevisaFácil · Gratuito" (issue "Journeys" item 5).
  const lawyerFirst = lawyer !== null && (params.get("area") === "revisaconecta" || !paid);

  const consumerSection = (
    <>
      <Card as="section" className="mt-6" aria-labelledby="plano-atual">
        <h2
          id="plano-atual"
          className="text-sm font-semibold uppercase tracking-wide text-slate-600"
        >
          Plano RevisaFácil
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-bold text-slate-900">
          {paid ? PLANS[status.tier as "basico" | "premium"].label : "Gratuito"}
          <Badge tone={paid ? (status.cancelAtPeriodEnd ? "warning" : "success") : "neutral"}>
            {paid
              ? status.cancelAtPeriodEnd
                ? "Cancelamento agendado"
                : "Ativo"
              : "Sem assinatura"}
          </Badge>
        </p>
        {paid && status.cancelAtPeriodEnd ? null : (
          <p className="mt-2 text-slate-700">
            {paid
              ? until
                ? `Acesso pago até ${until}${status.subscribed ? ", com renovação mensal." : "."}`
                : "Assinatura ativa."
              : "Plano gratuito: 1 análise por mês. Assine para desbloquear modelos, informações jurídicas e mais análises."}
          </p>
        )}
        {paid ? (
          <SubscriptionActions
            area="revisafacil"
            plan={status.tier as "basico" | "premium"}
            subscriptionEnd={status.subscriptionEnd}
            cancelAtPeriodEnd={status.cancelAtPeriodEnd}
            withdrawalUntil={status.withdrawalUntil}
          />
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
          <Button
            variant="outline"
            onClick={() => void check()}
            loading={checking}
            loadingText="Carregando..."
            icon={<Icon name="refresh-cw" className="size-5" />}
          >
            Atualizar status
          </Button>
        </div>
      </Card>

      {!paid ? <PlanCards className="mt-10" /> : null}
    </>
  );

  const lawyerSection = lawyer ? (
    <>
      <Card as="section" className="mt-10" aria-labelledby="plano-advogado">
        <h2
          id="plano-advogado"
          className="text-sm font-semibold uppercase tracking-wide text-slate-600"
        >
          Plano RevisaConecta
        </h2>
        <p className="mt-2 text-2xl font-bold text-slate-900">
          {lawyerPaid ? PLANS[lawyer.plan as "starter" | "master"].label : "Gratuito"}
        </p>
        {lawyerPaid && !lawyer.cancelAtPeriodEnd && formatDate(lawyer.subscriptionEnd) ? (
          <p className="mt-2 text-slate-700">
            Acesso pago até {formatDate(lawyer.subscriptionEnd)}.
          </p>
        ) : null}
        {lawyerPaid ? (
          <SubscriptionActions
            area="revisaconecta"
            plan={lawyer.plan as "starter" | "master"}
            subscriptionEnd={lawyer.subscriptionEnd}
            cancelAtPeriodEnd={lawyer.cancelAtPeriodEnd}
            withdrawalUntil={lawyer.withdrawalUntil}
          />
        ) : null}
      </Card>
      {!lawyerPaid ? <LawyerPlanCards className="mt-10" /> : null}
    </>
  ) : null;

  return (
    <Container width="md" className="py-8 sm:py-12">
      <PageHeading title="Minha assinatura" description={viewer.user?.email} />
      {testProvider ? (
        <Alert tone="info" role="none" className="mt-6">
          Este site usa o provedor de pagamento de teste: os pagamentos são simulados e nenhum valor
          é cobrado.
        </Alert>
      ) : null}

      {lawyerFirst ? (
        <>
          {lawyerSection}
          {consumerSection}
        </>
      ) : (
        <>
          {consumerSection}
          {lawyerSection}
        </>
      )}

      <ButtonLink to="/" variant="ghost" className="mt-10">
        Voltar para o início
      </ButtonLink>
    </Container>
  );
}
