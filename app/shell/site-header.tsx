// The shared header (SPEC §2 "Header and footer"). On lawyer routes the lawyer header is used.
import { Icon } from "~/ui/icons/icon";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useViewer } from "~/platform/use-viewer";
import { isPaidTier } from "~/domain/plan-tiers";
import { LogoutButton } from "~/platform/logout-button";
import { LawyerHeader } from "~/shell/lawyer-header";
import { HEADERLESS_PATHS, LAWYER_PATHS } from "~/shell/layout-paths";

const GATED_LINKS = [
  { to: "/blog", label: "Blog" },
  { to: "/modelos-documentos", label: "Modelos de Documentos" },
  { to: "/informacoes-juridicas", label: "Informações Jurídicas" },
  { to: "/suporte", label: "Suporte" },
] as const;

export function SiteHeader() {
  const { pathname } = useLocation();
  if (HEADERLESS_PATHS.has(pathname)) return null;
  if (LAWYER_PATHS.has(pathname)) return <LawyerHeader />;
  return <ConsumerHeader />;
}

function ConsumerHeader() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every navigation
  useEffect(() => setOpen(false), [pathname]);
  // Links are locked (icon + grey) for anyone without a paid plan.
  const locked = !isPaidTier(viewer.plan.tier);

  const links = GATED_LINKS.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      className={({ isActive }) =>
        `inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium ${
          locked
            ? "text-slate-500 hover:text-slate-700"
            : "text-slate-800 hover:bg-brand-50 hover:text-brand-800"
        } ${isActive ? "bg-brand-50" : ""}`
      }
    >
      {locked ? <Icon name="lock" aria-label="bloqueado" className="size-3.5" /> : null}
      {link.label}
    </NavLink>
  ));

  const account = viewer.user ? (
    <div className="flex items-center gap-2 max-xl:flex-wrap">
      {viewer.plan.isAdmin ? (
        <Link
          to="/admin-dashboard"
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Admin
        </Link>
      ) : null}
      <Link
        to="/minhas-analises"
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Minhas análises
      </Link>
      <Link
        to="/minha-conta"
        className="max-w-44 truncate text-sm text-slate-700 hover:underline"
        title="Minha conta"
      >
        {viewer.user.email}
      </Link>
      <LogoutButton />
    </div>
  ) : (
    <div className="flex items-center gap-2">
      <Link
        to="/auth"
        className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Login
      </Link>
      <Link
        to="/auth?modo=cadastro"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Cadastre-se
      </Link>
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        Pular para o conteúdo
      </a>
      {/* One row from 1280 px with the signed-in account beside the links (the full bar appears
          from xl: below it the links and the account wrapped to a second row); at 200 % zoom on a
          phone (180 CSS px) the name truncates so the menu button stays on screen. */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 max-[240px]:gap-2 max-[240px]:px-2">
        <Link
          to="/"
          className="flex min-h-11 min-w-0 items-center gap-2 text-lg font-bold text-brand-900"
        >
          <Icon name="scale" aria-hidden className="size-6 shrink-0 text-brand-700" />
          <span className="truncate">RevisaFácil</span>
        </Link>
        <nav aria-label="Principal" className="hidden items-center gap-1 whitespace-nowrap xl:flex">
          {links}
        </nav>
        <div className="hidden whitespace-nowrap xl:block">{account}</div>
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 xl:hidden"
          aria-expanded={open}
          aria-controls="menu-movel"
          aria-label={open ? "Fechar menu" : "Abrir menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <Icon name="x" aria-hidden className="size-6" />
          ) : (
            <Icon name="menu" aria-hidden className="size-6" />
          )}
        </button>
      </div>
      {open ? (
        <div
          id="menu-movel"
          className="border-t border-slate-200 bg-white px-4 pb-4 shadow-lg xl:hidden"
        >
          <nav aria-label="Menu" className="flex flex-col py-2">
            {links}
          </nav>
          {account}
        </div>
      ) : null}
    </header>
  );
}
