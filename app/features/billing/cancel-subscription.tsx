// The dashboard's cancel link (SPEC §2 "For Basic and Premium: a cancel-subscription link" and §4
// "Cancel dialog"): 'Deseja realmente cancelar sua assinatura?' with NÃO and SIM. D33 (DESIGN §7.12)
// changes what SIM does: the cancellation is scheduled for the end of the paid period, in the
// product (no portal trip), and the plan stays until then.
import { useState } from "react";
import { useViewer } from "~/platform/use-viewer";
import { ConfirmDialog } from "~/ui/dialog";
import { cx } from "~/ui/cx";
import type { PlanProduct } from "~/domain/plans";
import { useChangeSubscription } from "./use-billing";

export interface CancelSubscriptionProps {
  /** "revisaconecta" cancels the lawyer subscription. */
  area?: PlanProduct;
  /** The link's text. */
  label?: string;
  /** End of the paid period (dd/mm/aaaa), named in the dialog when known. */
  endsOn?: string | null;
  className?: string;
}

/** Renders only for a paid plan of the area (Básico/Premium, or Starter/Master for lawyers). */
export function CancelSubscription({
  area = "revisafacil",
  label = "Cancelar assinatura",
  endsOn,
  className,
}: CancelSubscriptionProps) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const { run, pending } = useChangeSubscription(area);
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
          await run("cancelar");
          setOpen(false);
        }}
        title="Deseja realmente cancelar sua assinatura?"
        description={
          endsOn
            ? `Nada mais será cobrado. Você continua com o plano até ${endsOn}; depois disso, a conta volta ao plano gratuito.`
            : "Nada mais será cobrado. Você continua com o plano até o fim do período pago; depois disso, a conta volta ao plano gratuito."
        }
        cancelLabel="NÃO"
        confirmLabel="SIM"
        confirmVariant="danger"
        loading={pending !== null}
        loadingText="Cancelando..."
      />
    </>
  );
}
