// Browser side of the billing calls: subscribe (checkout in a new tab, SPEC §4), open the portal
// (same tab, by redirect) and refresh the plan. Errors become the §8 toasts.
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useViewer } from "~/platform/use-viewer";
import { useToast } from "~/ui/toast";
import { BILLING_MESSAGES } from "./messages";
import { chosenLawyerPlan, chosenPlan, lawyerSignUpPath, signUpPath } from "./chosen-plan";
import type { PaidPlanName, PlanProduct } from "~/domain/plans";

export const BILLING_API = {
  checkout: "/api/billing/create-checkout",
  portal: "/api/billing/customer-portal",
  check: "/api/billing/check-subscription",
  change: "/api/billing/subscription",
} as const;

const CLIENT_MESSAGES = BILLING_MESSAGES;

type ApiAnswer =
  | { ok: true; url?: string; body: Record<string, unknown> }
  | { ok: false; error?: string };

async function post(path: string, body: unknown = {}): Promise<ApiAnswer> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    return { ok: false, error: typeof data.error === "string" ? data.error : undefined };
  return { ok: true, url: typeof data.url === "string" ? data.url : undefined, body: data };
}

/** Opens a tab during the click (so no popup blocker stops it) and points it at the checkout later. */
function openPendingTab(): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = "Abrindo pagamento...";
    tab.document.body.textContent = "Abrindo a página de pagamento...";
  } catch {
    // A tab we cannot write to still works for the navigation below.
  }
  return tab;
}

/** Subscribe to a plan: checkout opens in a new tab; back on this tab the plan is re-read. */
export function useSubscribe(product: PlanProduct = "revisafacil") {
  const viewer = useViewer();
  const { toast } = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<PaidPlanName | null>(null);
  const awaitingReturn = useRef(false);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && awaitingReturn.current) {
        awaitingReturn.current = false;
        void revalidator.revalidate();
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [revalidator]);

  const subscribe = useCallback(
    async (planName: PaidPlanName) => {
      if (!viewer.user) {
        // Signed out, "Assinar" means sign up; the plan is remembered for the checkout after it.
        toast({ title: CLIENT_MESSAGES.signedOut, variant: "destructive" });
        const plan = chosenPlan(planName);
        const lawyerPlan = chosenLawyerPlan(planName);
        void navigate(
          plan
            ? signUpPath(plan)
            : lawyerPlan
              ? lawyerSignUpPath(lawyerPlan)
              : "/auth?modo=cadastro",
        );
        return;
      }
      if (pending) return;
      setPending(planName);
      const tab = openPendingTab();
      try {
        const answer = await post(BILLING_API.checkout, { planName });
        if (!answer.ok || !answer.url) {
          tab?.close();
          const title = answer.ok
            ? CLIENT_MESSAGES.noCheckoutUrl
            : (answer.error ?? CLIENT_MESSAGES.paymentFailed);
          toast({ title, variant: "destructive" });
          return;
        }
        if (tab) {
          tab.location.href = answer.url;
          awaitingReturn.current = true;
        } else {
          // Popups blocked: the checkout takes this tab instead.
          window.location.assign(answer.url);
        }
      } catch {
        tab?.close();
        toast({ title: CLIENT_MESSAGES.unexpected, variant: "destructive" });
      } finally {
        setPending(null);
      }
    },
    [viewer.user, pending, toast, navigate, product],
  );

  return { subscribe, pending };
}

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
