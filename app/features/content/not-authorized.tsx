// Access denied (SPEC §2): the area is restricted to administrators.
import { Icon } from "~/ui/icons/icon";
import { data } from "react-router";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";

export function loader() {
  return data(null, { status: 403 });
}

export function meta() {
  return [{ title: "Acesso restrito — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export default function NotAuthorized() {
  return (
    <Container width="sm" className="py-16 sm:py-20">
      <Card padding="lg" className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-warn-50">
          <Icon name="shield-exclamation-point" aria-hidden className="size-9 text-warn-800" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">Acesso restrito</h1>
        <p className="mt-3 text-slate-700">
          Esta área é restrita a administradores. Se você acredita que deveria ter acesso, entre com
          a conta de administrador ou fale com o responsável pelo sistema.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/">Voltar para o início</ButtonLink>
          <ButtonLink to="/auth" variant="outline">
            Entrar com outra conta
          </ButtonLink>
        </div>
      </Card>
    </Container>
  );
}
