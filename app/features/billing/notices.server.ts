// The subscription e-mails (D33, issue 10 item 2), sent after a plan change is committed.
// A failed send is logged, never undoes the change: the plan is the truth, the e-mail a courtesy.
import {
  cancellationScheduledMessage,
  paymentFailedMessage,
  planEndedMessage,
  subscriptionStartedMessage,
} from "~/services/email-templates/billing";
import type { EmailMessage } from "~/services/email.server";
import { formatPrice, PLANS, type PaidPlanName, type PlanProduct } from "~/domain/plans";
import { loggerFor } from "~/services/logger.server";

export type BillingNotice =
  | {
      kind: "started";
      product: PlanProduct;
      email: string;
      plan: PaidPlanName;
      end: Date | null;
      startedAt: Date | null;
    }
  | { kind: "scheduled"; product: PlanProduct; email: string; plan: PaidPlanName; end: Date | null }
  | { kind: "payment_failed"; product: PlanProduct; email: string; plan: PaidPlanName }
  | { kind: "ended"; product: PlanProduct; email: string; plan: PaidPlanName };

export type Mailer = (message: EmailMessage) => Promise<void>;

export interface NoticeOptions {
  /** Defaults to the app's e-mail service. */
  mail?: Mailer;
  /** Public URL for the links; defaults to APP_URL. */
  appUrl?: string;
  /** A refund made with this change (right of withdrawal), named in the "plan ended" e-mail. */
  refundCents?: number;
}

/** Days in which a subscription can be withdrawn with a full refund (CDC art. 49). */
export const WITHDRAWAL_DAYS = 7;

export function withdrawalDeadline(startedAt: Date): Date {
  return new Date(startedAt.getTime() + WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000);
}

const dateFmt = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });
export const formatDateBR = (d: Date) => dateFmt.format(d);

export function renderNotice(notice: BillingNotice, appUrl: string, refundCents?: number) {
  const base = appUrl.replace(/\/+$/, "");
  const url = `${base}/assinatura${notice.product === "revisaconecta" ? "?area=revisaconecta" : ""}`;
  const planLabel = PLANS[notice.plan].label;
  switch (notice.kind) {
    case "started":
      return subscriptionStartedMessage({
        planLabel,
        price: formatPrice(PLANS[notice.plan].priceCents),
        renewsOn: notice.end ? formatDateBR(notice.end) : null,
        withdrawalUntil: notice.startedAt
          ? formatDateBR(withdrawalDeadline(notice.startedAt))
          : null,
        url,
      });
    case "scheduled":
      return cancellationScheduledMessage({
        planLabel,
        endsOn: notice.end ? formatDateBR(notice.end) : null,
        url,
      });
    case "payment_failed":
      return paymentFailedMessage({ planLabel, url });
    case "ended":
      return planEndedMessage({
        planLabel,
        refund: refundCents ? formatPrice(refundCents) : null,
        url,
      });
  }
}

export async function sendBillingNotices(
  notices: BillingNotice[],
  options: NoticeOptions = {},
): Promise<void> {
  if (notices.length === 0) return;
  let defaults: { mail: Mailer; appUrl: string };
  try {
    defaults = await resolveDefaults(options);
  } catch (error) {
    loggerFor("billing").error({ err: error }, "e-mails da assinatura não enviados");
    return;
  }
  const { mail, appUrl } = defaults;
  for (const notice of notices) {
    const message = renderNotice(
      notice,
      appUrl,
      notice.kind === "ended" ? options.refundCents : undefined,
    );
    try {
      await mail({ to: notice.email, ...message });
    } catch (error) {
      loggerFor("billing").error(
        { err: error, assunto: message.subject },
        "e-mail da assinatura não enviado",
      );
    }
  }
}

async function resolveDefaults(options: NoticeOptions): Promise<{ mail: Mailer; appUrl: string }> {
  // Loaded on demand so that tests passing their own mailer never read the app's environment.
  const mail = options.mail ?? (await import("~/services/email.server")).sendEmail;
  const appUrl = options.appUrl ?? (await import("~/env.server")).env().APP_URL;
  return { mail, appUrl };
}
