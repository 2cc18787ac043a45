// The plan cards (SPEC §2 "The plans section shows two cards, Básico and Premium. Básico carries a
// 'Mais Popular' badge"; §4/§8 checkout behaviour). One component for the landing page, the
// dashboard, the calculator and — with product="revisaconecta" — the lawyer area.
import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { useViewer } from "~/platform/use-viewer";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { cx } from "~/ui/cx";
import {
  CONSUMER_PAID_PLANS,
  formatPrice,
  LAWYER_ALLOWANCE_TEXT,
  LAWYER_PAID_PLANS,
  LAWYER_TOOLS_TEXT,
  PLANS,
  type PaidPlan,
  type PaidPlanName,
  type PlanProduct,
} from "~/domain/plans";
import { useSubscribe } from "./use-subscribe";

export interface PlanCardsProps {
  /** Consumer plans (Básico, Premium) by default; "revisaconecta" shows Starter and Master. */
  product?: PlanProduct;
  /** The section's id; "planos" is the landing page anchor (/#planos). */
  id?: string;
  title?: string;
  description?: React.ReactNode;
  /** Heading level of the section title; the cards' titles are one level below. */
  headingLevel?: "h2" | "h3";
  className?: string;
}

export function PlanCards({
  product = "revisafacil",
  id = "planos",
  title = "Escolha seu plano",
  description = "Assine para desbloquear modelos de documentos, informações jurídicas e mais análises. Cancele quando quiser.",
  headingLevel = "h2",
  className,
}: PlanCardsProps) {
  const viewer = useViewer();
  const { subscribe, pending } = useSubscribe();
  const names: readonly PaidPlanName[] =
    product === "revisaconecta" ? LAWYER_PAID_PLANS : CONSUMER_PAID_PLANS;
  const current =
    product === "revisaconecta" ? viewer.lawyer?.plan : viewer.user ? viewer.plan.tier : undefined;
  const Heading = headingLevel;
  const titleId = `${id}-titulo`;

  return (
    <section id={id} aria-labelledby={titleId} className={cx("scroll-mt-20", className)}>
      <Heading id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </Heading>
      {description ? <p className="mt-2 max-w-2xl text-slate-700">{description}</p> : null}
      <ul className="mt-6 grid gap-5 sm:grid-cols-2" role="list">
        {names.map((name) => (
          <PlanCard
            key={name}
            plan={PLANS[name]}
            headingLevel={headingLevel === "h2" ? "h3" : "h4"}
            isCurrent={current === name}
            pending={pending === name}
            disabled={pending !== null && pending !== name}
            onSubscribe={() => void subscribe(name)}
          />
        ))}
      </ul>
      <p className="mt-4 max-w-2xl text-sm text-slate-600">
        Cancele quando quiser: o plano continua até o fim do período pago. Nos 7 dias após a
        contratação, você pode desistir com reembolso integral (CDC art. 49).{" "}
        <Link
          to="/termos-de-uso#arrependimento"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Termos de Uso
        </Link>
      </p>
    </section>
  );
}

/** Starter and Master, for the lawyer area (DESIGN D17). */
export function LawyerPlanCards(props: Omit<PlanCardsProps, "product">) {
  return (
    <PlanCards
      product="revisaconecta"
      id="planos-revisaconecta"
      title="Planos RevisaConecta"
      // D17: plans sell tools, not clients; the allowance is the same for every verified lawyer.
      description={`Planos vendem ferramentas, não clientes: ${LAWYER_ALLOWANCE_TEXT}, em qualquer plano. Starter e Master acrescentam ${LAWYER_TOOLS_TEXT}. Cancele quando quiser.`}
      {...props}
    />
  );
}

interface PlanCardProps {
  plan: PaidPlan;
  headingLevel: "h3" | "h4";
  isCurrent: boolean;
  pending: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}

function PlanCard({
  plan,
  headingLevel: Heading,
  isCurrent,
  pending,
  disabled,
  onSubscribe,
}: PlanCardProps) {
  const headingId = `plano-${plan.name}`;
  return (
    <Card
      as="li"
      highlighted={Boolean(plan.highlight)}
      aria-labelledby={headingId}
      className="relative flex flex-col"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-xl font-bold text-slate-900">
          {plan.label}
        </Heading>
        {plan.highlight ? <Badge tone="brand">{plan.highlight}</Badge> : null}
      </div>
      <p className="mt-3 flex items-baseline gap-1 text-slate-900">
        <span className="text-3xl font-extrabold tracking-tight">
          {formatPrice(plan.priceCents)}
        </span>
        <span className="text-slate-600">/mês</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 text-slate-800" role="list">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" aria-hidden className="mt-0.5 size-5 shrink-0 text-ok-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-6"
        block
        variant={plan.highlight ? "primary" : "outline"}
        loading={pending}
        loadingText="Processando..."
        disabled={disabled || isCurrent}
        onClick={onSubscribe}
      >
        {isCurrent ? "Seu plano atual" : `Assinar ${plan.label}`}
      </Button>
    </Card>
  );
}
