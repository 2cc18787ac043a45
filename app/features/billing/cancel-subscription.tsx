// The dashboard's cancel link (SPEC §2 "For Basic and Premium: a cancel-subscription link" and §4
// "Cancel dialog"): 'Deseja realmente cancelar sua assinatura?' with NÃO and SIM; SIM shows
// 'Redirecionando...' and goes to the payment provider's portal, where the cancellation happens.
import { useState } from "react";
import { useViewer } from "~/features/auth/use-viewer";
import { ConfirmDialog } from "~/ui/dialog";
import { cx } from "~/ui/cx";
import type { PlanProduct } from "./plans";
import { useCustomerPortal } from "./use-billing";

export interface CancelSubscriptionProps {
  /** "revisaconecta" cancels the lawyer subscription. */
  area?: PlanProduct;
  /** The link's text. */
  label?: string;
  className?: string;
}

/** Renders only for a paid plan of the area (Básico/Premium, or Starter/Master for lawyers). */
export function CancelSubscription({ area = "revisafacil", label = "Cancelar assinatura", className }: CancelSubscriptionProps) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const { open: openPortal, redirecting } = useCustomerPortal(area);
  const paid =
    area === "revisaconecta"
      ? Boolean(viewer.lawyer && viewer.lawyer.plan !== "gratuito")
      : Boolean(viewer.user && viewer.plan.tier !== "gratuito");
  if (!paid) return null;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cx(
          "inline-flex min-h-11 items-center text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-danger-700",
          className,
        )}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          if (!(await openPortal())) setOpen(false);
        }}
        title="Deseja realmente cancelar sua assinatura?"
        description="Você será levado ao portal de pagamento para confirmar o cancelamento."
        cancelLabel="NÃO"
        confirmLabel="SIM"
        confirmVariant="danger"
        loading={redirecting}
        loadingText="Redirecionando..."
      />
    </>
  );
}
