// "Assinar …" on the plan cards (SPEC §4): signed out, sign up with the plan remembered; signed in,
// the checkout in a new tab, and the plan re-read back on this tab. Errors become the §8 toasts.
// The checkout call (checkout.ts, with the other billing texts) loads on a signed-in click, so the
// landing page, where everyone is signed out, does not download it (issue 14 item 5).
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useViewer } from "~/platform/use-viewer";
import { useToast } from "~/ui/toast";
import { chosenLawyerPlan, chosenPlan, lawyerSignUpPath, signUpPath } from "./chosen-plan";
import { SUBSCRIBE_MESSAGES } from "./subscribe-messages";
import type { PaidPlanName } from "~/domain/plans";

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
export function useSubscribe() {
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
        // The sign-up page invites with the plan named (PLAN_INVITATION): no error toast here.
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
        const { requestCheckout } = await import("./checkout");
        const answer = await requestCheckout(planName);
        if ("error" in answer) {
          tab?.close();
          toast({ title: answer.error, variant: "destructive" });
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
        toast({ title: SUBSCRIBE_MESSAGES.unexpected, variant: "destructive" });
      } finally {
        setPending(null);
      }
    },
    [viewer.user, pending, toast, navigate],
  );

  return { subscribe, pending };
}
