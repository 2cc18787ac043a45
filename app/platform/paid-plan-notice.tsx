// The notice a free-plan user sees on a gated page (SPEC §6), with the way out: the plans.
import { Icon } from "~/ui/icons/icon";
import { ButtonLink } from "~/ui/button";
import { MSG } from "~/platform/auth-messages";

export function PaidPlanNotice() {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-amber-200 bg-warn-50 p-6 text-center sm:p-8">
      <Icon name="lock" aria-hidden className="mx-auto size-10 text-warn-800" />
      <p role="status" className="mt-4 text-lg font-semibold text-slate-900">
        {MSG.paidPlanRequired}
      </p>
      <ButtonLink to="/#planos" className="mt-6">
        Ver planos
      </ButtonLink>
    </div>
  );
}
