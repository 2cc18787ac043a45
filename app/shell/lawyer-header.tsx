// The RevisaConecta header: tabs Oportunidades, Meus Casos and Suporte, the e-mail and logout.
import { Icon } from "~/ui/icons/icon";
import { Link, NavLink } from "react-router";
import { useViewer } from "~/platform/use-viewer";
import { LawyerLogoutButton } from "~/platform/logout-button";

const TABS = [
  { to: "/oportunidades-advogados", label: "Oportunidades" },
  { to: "/meus-casos", label: "Meus Casos" },
  { to: "/suporte-revisaconecta", label: "Suporte" },
] as const;

export function LawyerHeader() {
  const viewer = useViewer();
  const signedIn = Boolean(viewer.user && viewer.lawyer);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-800 bg-slate-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <Link
          to={signedIn ? "/oportunidades-advogados" : "/auth-revisaconecta"}
          className="flex min-h-11 items-center gap-2 text-lg font-bold"
        >
          <Icon name="briefcase" aria-hidden className="size-6 text-sky-300" />
          RevisaConecta
        </Link>
        {signedIn ? (
          <>
            <nav
              aria-label="RevisaConecta"
              className="order-3 flex w-full gap-1 overflow-x-auto sm:order-none sm:w-auto"
            >
              {TABS.map((tab) => (
                <NavLink
                  key={tab.to}
                  to={tab.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                      isActive ? "bg-white/15 text-white" : "text-slate-200 hover:bg-white/10"
                    }`
                  }
                >
                  {tab.label}
                </NavLink>
              ))}
            </nav>
            <div className="flex items-center gap-2">
              <span className="max-w-48 truncate text-sm text-slate-200">{viewer.user?.email}</span>
              {/* Issue #27: the lawyer's own sign-in security (two-factor, history). */}
              <Link
                to="/minha-conta/seguranca"
                className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm text-slate-200 underline hover:bg-white/10"
              >
                Segurança
              </Link>
              <LawyerLogoutButton />
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
