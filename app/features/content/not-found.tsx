// Any unknown path: 'Oops! Page not found' with HTTP 404 (SPEC §2). The spec's English heading stays,
// marked as English for screen readers, with a pt-BR line under it and a pt-BR title (DESIGN §8b.22).
import { Icon } from "~/ui/icons/icon";
import { data } from "react-router";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";

export function loader() {
  return data(null, { status: 404 });
}

// One cached page answers every unknown path (server/page-cache.ts): nothing in it may depend on
// the path, and a 404 has no canonical address anyway.
export const handle = { canonical: false };

export function meta() {
  return [{ title: "Página não encontrada — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <Container width="sm" className="py-16 text-center sm:py-20">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50">
        <Icon name="search-x" aria-hidden className="size-8 text-brand-700" />
      </span>
      <p className="mt-4 text-5xl font-extrabold tracking-tight text-brand-700">404</p>
      <h1 lang="en" className="mt-3 text-2xl font-bold">
        Oops! Page not found
      </h1>
      <p className="mt-2 text-lg font-semibold text-slate-800">Página não encontrada</p>
      <p className="mt-3 text-slate-700">A página que você procurou não existe ou foi movida.</p>
      <ButtonLink to="/" className="mt-8">
        Voltar para o início
      </ButtonLink>
    </Container>
  );
}
