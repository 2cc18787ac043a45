// Access denied (SPEC §2): the area is restricted to administrators.
import { ShieldAlert } from "lucide-react";
import { data, Link } from "react-router";

export function loader() {
  return data(null, { status: 403 });
}

export function meta() {
  return [{ title: "Acesso restrito — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export default function NotAuthorized() {
  return (
    <div className="px-4 py-20">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden className="mx-auto size-12 text-warn-800" />
        <h1 className="mt-4 text-2xl font-bold">Acesso restrito</h1>
        <p className="mt-3 text-slate-700">
          Esta área é restrita a administradores. Se você acredita que deveria ter acesso, entre com a conta de
          administrador ou fale com o responsável pelo sistema.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Voltar para o início
          </Link>
          <Link
            to="/auth"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Entrar com outra conta
          </Link>
        </div>
      </div>
    </div>
  );
}
