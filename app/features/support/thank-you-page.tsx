// /obrigado-contato — after a support message (SPEC §2): when we answer, and the way home.
import { Icon } from "~/ui/icons/icon";
import { useSearchParams } from "react-router";
import { useViewer } from "~/platform/use-viewer";
import { Alert } from "~/ui/alert";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { THANK_YOU_PAGE } from "../../../editorial/forms/support";
import { SUPPORT_MSG } from "./messages";

export function meta() {
  return [{ title: "Obrigado pelo contato — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export default function ThankYouPage() {
  const viewer = useViewer();
  const emailFailed = useSearchParams()[0].get("confirmacao") === "falhou";
  return (
    <Container width="sm" className="py-10">
      <Icon name="mail-check" aria-hidden className="size-12 text-ok-700" />
      <PageHeading
        className="mt-4"
        title={THANK_YOU_PAGE.title}
        description={THANK_YOU_PAGE.description}
      />
      <Card as="section" className="mt-8" aria-label="Prazo de resposta">
        <p className="text-lg font-semibold text-slate-900">
          {viewer.plan.tier === "premium" ? THANK_YOU_PAGE.replyPriority : THANK_YOU_PAGE.reply}
        </p>
        {emailFailed ? (
          <Alert tone="warning" role="none" className="mt-4">
            {SUPPORT_MSG.emailWarning}. {THANK_YOU_PAGE.confirmationFailed}
          </Alert>
        ) : (
          <p className="mt-3 text-slate-700">{THANK_YOU_PAGE.confirmation}</p>
        )}
      </Card>
      {viewer.plan.tier === "premium" ? (
        <Alert tone="success" role="none" className="mt-6">
          {THANK_YOU_PAGE.priority}
        </Alert>
      ) : null}
      <ButtonLink to="/" size="lg" block className="mt-8">
        {THANK_YOU_PAGE.back}
      </ButtonLink>
    </Container>
  );
}
