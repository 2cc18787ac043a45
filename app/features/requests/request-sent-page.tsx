// /solicitacao-enviada — after an ask-a-lawyer request (SPEC §2): what happens next, how to
// withdraw the consent (LGPD Art. 8º § 5º) and the way back to /.
import { Link } from "react-router";
import { Icon } from "~/ui/icons/icon";
import { companyInfo } from "~/features/content/company.server";
import { Alert } from "~/ui/alert";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading, SectionHeading } from "~/ui/container";
import { REQUEST_SENT_PAGE } from "../../../editorial/forms/lawyer-request";
import type { Route } from "./+types/request-sent-page";

export function meta() {
  return [{ title: "Solicitação enviada — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export function loader() {
  return { privacyEmail: companyInfo().privacyEmail };
}

export default function RequestSentPage({ loaderData }: Route.ComponentProps) {
  const [before, after] = REQUEST_SENT_PAGE.revoke.split("{email}");
  const [accountBefore, accountAfter] = REQUEST_SENT_PAGE.revokeAccount.split("{link}");
  return (
    <Container width="sm" className="py-10">
      <Icon name="circle-check" aria-hidden className="size-12 text-ok-700" />
      <PageHeading
        className="mt-4"
        title={REQUEST_SENT_PAGE.title}
        description={REQUEST_SENT_PAGE.description}
      />

      <Card as="section" className="mt-8" aria-labelledby="proximos-passos">
        <SectionHeading id="proximos-passos">Próximos passos</SectionHeading>
        <ol className="mt-4 flex flex-col gap-4">
          {REQUEST_SENT_PAGE.steps.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>

      <Alert tone="info" role="none" className="mt-6" title={REQUEST_SENT_PAGE.revokeTitle}>
        {before}
        <a href={`mailto:${loaderData.privacyEmail}`} className="font-semibold underline">
          {loaderData.privacyEmail}
        </a>
        {after}
        <p className="mt-2">
          {accountBefore}
          <Link to="/minha-conta" className="font-semibold underline">
            Minha conta
          </Link>
          {accountAfter}
        </p>
      </Alert>

      <ButtonLink to="/" size="lg" block className="mt-8">
        {REQUEST_SENT_PAGE.back}
      </ButtonLink>
    </Container>
  );
}
