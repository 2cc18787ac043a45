// Any unknown path: 'Oops! Page not found' with HTTP 404 (SPEC §2).
import { data, Link } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Página não encontrada — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <div className="px-4 py-20">
      <div className="mx-auto max-w-lg text-center">
        <p className="text-6xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
        <p className="mt-3 text-slate-700">A página que você procurou não existe ou foi movida.</p>
        <Link
          to="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Voltar para o início
        </Link>
      </div>
    </div>
  );
}
