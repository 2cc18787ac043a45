// What a subscriber can do with a paid plan on /assinatura (D33, DESIGN §7.12): cancel at the end
// of the period (the default), keep the plan while a cancellation is scheduled, withdraw within 7
// days with a full refund (CDC art. 49; Decreto 7.962/2013: by the same channel it was bought),
// and open the provider's portal for the payment method.
import { useState } from "react";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/dialog";
import { CancelSubscription } from "./cancel-subscription";
import { formatPrice, PLANS, type PaidPlanName, type PlanProduct } from "~/domain/plans";
import { useChangeSubscription, useCustomerPortal } from "./use-billing";

const date = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });
export const formatDay = (iso: string | null) => (iso ? date.format(new Date(iso)) : null);

export interface SubscriptionActionsProps {
  area: PlanProduct;
  plan: PaidPlanName;
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Set while the 7-day withdrawal window is open. */
  withdrawalUntil: string | null;
}

export function SubscriptionActions({
  area,
  plan,
  subscriptionEnd,
  cancelAtPeriodEnd,
  withdrawalUntil,
}: SubscriptionActionsProps) {
  const { run, pending } = useChangeSubscription(area);
  const portal = useCustomerPortal(area);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const until = formatDay(subscriptionEnd);
  const withdrawBy = formatDay(withdrawalUntil);
  const price = formatPrice(PLANS[plan].priceCents);

  return (
    <div className="mt-4 space-y-4">
      {cancelAtPeriodEnd ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">
            {until ? `Ativa até ${until}` : "Cancelamento agendado"}
          </p>
          <p className="mt-1 text-slate-700">
            O cancelamento está agendado: nada mais será cobrado e, depois dessa data, a conta volta
            ao plano gratuito.
          </p>
          <Button
            className="mt-3"
            onClick={() => void run("manter")}
            loading={pending === "manter"}
            loadingText="Processando..."
            disabled={pending !== null}
          >
            Manter assinatura
          </Button>
        </div>
      ) : (
        <CancelSubscription area={area} endsOn={until} />
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {withdrawBy ? (
          <button
            type="button"
            onClick={() => setWithdrawOpen(true)}
            className="inline-flex min-h-11 items-center text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-danger-700"
          >
            Desistir da assinatura (reembolso integral)
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => void portal.open()}
          disabled={portal.redirecting}
          className="inline-flex min-h-11 items-center text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-brand-700"
        >
          {portal.redirecting ? "Redirecionando..." : "Gerenciar pagamento"}
        </button>
      </div>
      {withdrawBy ? (
        <ConfirmDialog
          open={withdrawOpen}
          onClose={() => setWithdrawOpen(false)}
          onConfirm={async () => {
            await run("desistir");
            setWithdrawOpen(false);
          }}
          title="Desistir da assinatura?"
          description={`Direito de arrependimento (CDC art. 49): até ${withdrawBy} você pode desistir. O valor pago (${price}) é reembolsado integralmente e o plano ${PLANS[plan].label} termina agora.`}
          cancelLabel="Voltar"
          confirmLabel="Desistir e receber reembolso"
          confirmVariant="danger"
          loading={pending === "desistir"}
          loadingText="Processando..."
        />
      ) : null}
    </div>
  );
}
