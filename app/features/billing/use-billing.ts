// Browser side of the billing calls: open the portal (same tab, by redirect), refresh the plan and
// change the subscription. Errors become the §8 toasts. Subscribing (checkout in a new tab,
// SPEC §4) is use-subscribe.ts.
import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/ui/toast";
import { BILLING_API, post } from "./checkout";
import { BILLING_MESSAGES } from "./messages";
import type { PlanProduct } from "~/domain/plans";

const CLIENT_MESSAGES = BILLING_MESSAGES;

/** Opens the provider's portal in this tab (SPEC §4: the cancellation portal is a redirect). */
export function useCustomerPortal(area: PlanProduct = "revisafacil") {
  const { toast } = useToast();
  const [redirecting, setRedirecting] = useState(false);
  const open = useCallback(async () => {
    setRedirecting(true);
    try {
      const answer = await post(BILLING_API.portal, { area });
      if (!answer.ok) {
        toast({ title: answer.error ?? CLIENT_MESSAGES.portalFailed, variant: "destructive" });
      } else if (!answer.url) {
        toast({ title: CLIENT_MESSAGES.portalUnavailable, variant: "destructive" });
      } else {
        window.location.assign(answer.url);
        return true; // stays "Redirecionando..." until the page goes away
      }
    } catch {
      toast({ title: CLIENT_MESSAGES.portalUnavailable, variant: "destructive" });
    }
    setRedirecting(false);
    return false;
  }, [area, toast]);
  return { open, redirecting };
}

/** Re-reads the plan from the provider, then reloads the page data. */
export function useCheckSubscription() {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [checking, setChecking] = useState(false);
  const check = useCallback(async () => {
    setChecking(true);
    try {
      const answer = await post(BILLING_API.check);
      if (answer.ok) {
        toast({ title: CLIENT_MESSAGES.updated });
        await revalidator.revalidate();
      } else {
        toast({ title: answer.error ?? CLIENT_MESSAGES.unexpected, variant: "destructive" });
      }
    } catch {
      toast({ title: CLIENT_MESSAGES.unexpected, variant: "destructive" });
    } finally {
      setChecking(false);
    }
  }, [toast, revalidator]);
  return { check, checking };
}

export type SubscriptionChange = "cancelar" | "manter" | "desistir";

/** Cancel at the period end, keep the plan, or withdraw (D33); toasts the answer and reloads the data. */
export function useChangeSubscription(area: PlanProduct = "revisafacil") {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<SubscriptionChange | null>(null);
  const run = useCallback(
    async (action: SubscriptionChange): Promise<boolean> => {
      setPending(action);
      try {
        const answer = await post(BILLING_API.change, { action, area });
        if (!answer.ok) {
          toast({ title: answer.error ?? CLIENT_MESSAGES.cancelFailed, variant: "destructive" });
          return false;
        }
        toast({
          title:
            typeof answer.body.message === "string" ? answer.body.message : CLIENT_MESSAGES.updated,
        });
        await revalidator.revalidate();
        return true;
      } catch {
        toast({ title: CLIENT_MESSAGES.unexpected, variant: "destructive" });
        return false;
      } finally {
        setPending(null);
      }
    },
    [area, toast, revalidator],
  );
  return { run, pending };
}
