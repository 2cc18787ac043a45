// /solicitacao-enviada-revisaconecta (SPEC §2, §9): confirmation after a lawyer support message —
// the reply comes within 2 business days.
import { Icon } from "~/ui/icons/icon";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { LAWYER_MSG } from "./messages";

export function meta() {
  return [{ title: "Mensagem enviada — RevisaConecta" }, { name: "robots", content: "noindex" }];
}

export default function SupportSentPage() {
  return (
    <Container width="sm" className="py-10 sm:py-16">
      <Card as="section" padding="lg" aria-labelledby="enviada-titulo" className="text-center">
        <Icon name="circle-check" aria-hidden className="mx-auto size-12 text-ok-700" />
        <h1 id="enviada-titulo" className="mt-4 text-2xl font-bold text-slate-900">
          Recebemos sua mensagem
        </h1>
        <p className="mt-3 text-slate-700">{LAWYER_MSG.supportReplyTime}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/oportunidades-advogados">Ver oportunidades</ButtonLink>
          <ButtonLink to="/meus-casos" variant="outline">
            Meus Casos
          </ButtonLink>
        </div>
      </Card>
    </Container>
  );
}
