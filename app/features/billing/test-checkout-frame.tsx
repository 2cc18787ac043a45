// The frame both test-provider checkouts share (subscription and the course): the "Ambiente de
// teste" badge, the heading, what the test provider does, and the action's error.
import type { ReactNode } from "react";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { Icon } from "~/ui/icons/icon";

export function TestCheckoutFrame({
  error,
  children,
}: {
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Container width="sm" className="py-10">
      <Card as="section" padding="lg" aria-labelledby="pagamento-teste-titulo">
        <Badge tone="warning">
          <Icon name="flask-conical" aria-hidden className="size-3.5" />
          Ambiente de teste
        </Badge>
        <h1 id="pagamento-teste-titulo" className="mt-3 text-2xl font-bold text-slate-900">
          Pagamento de teste
        </h1>
        <p className="mt-2 text-slate-700">
          Este site está usando o provedor de pagamento de teste: nenhum cartão é pedido e nenhum
          valor é cobrado. Em produção, esta etapa acontece no Stripe.
        </p>
        {error ? (
          <Alert tone="danger" className="mt-5">
            {error}
          </Alert>
        ) : null}
        {children}
      </Card>
    </Container>
  );
}
