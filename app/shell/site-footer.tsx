// Footer (SPEC §2): copyright with the current year, social links, privacy link and a Suporte
// link that hides for signed-out visitors on the home page, signed-in free users and blog pages;
// in RevisaConecta it shows only for starter or master lawyers.
import { Link, useLocation } from "react-router";
import { useViewer } from "~/platform/use-viewer";
import { useRootData } from "~/platform/root-data";
import { HEADERLESS_PATHS, isBlogPath, LAWYER_PATHS } from "~/shell/layout-paths";
import { SOCIAL_LINKS as SOCIAL } from "~/ui/social-links";

export function SiteFooter() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const rootData = useRootData();
  const year = rootData?.year ?? new Date().getFullYear();
  if (HEADERLESS_PATHS.has(pathname)) return null;

  const lawyerArea = LAWYER_PATHS.has(pathname);
  let support: { to: string } | null = null;
  // Free-plan lawyers have no support form (paid plans only): they get the contact e-mail.
  let contactEmail: string | null = null;
  if (lawyerArea) {
    if (viewer.lawyer && viewer.lawyer.plan !== "gratuito")
      support = { to: "/suporte-revisaconecta" };
    else if (viewer.lawyer) contactEmail = rootData?.site.supportEmail ?? null;
  } else {
    const hidden =
      (pathname === "/" && !viewer.user) ||
      (viewer.user && viewer.plan.tier === "gratuito") ||
      isBlogPath(pathname);
    if (!hidden) support = { to: "/suporte" };
  }

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {year} {lawyerArea ? "RevisaConecta" : "RevisaFácil"}. Todos os direitos reservados.
        </p>
        <nav aria-label="Rodapé" className="flex flex-wrap items-center gap-x-5">
          <Link
            to="/politica-privacidade"
            className="inline-flex min-h-11 items-center underline-offset-2 hover:text-brand-800 hover:underline"
          >
            Política de Privacidade
          </Link>
          <Link
            to="/termos-de-uso"
            className="inline-flex min-h-11 items-center underline-offset-2 hover:text-brand-800 hover:underline"
          >
            Termos de Uso
          </Link>
          {contactEmail ? (
            <a
              href={`mailto:${contactEmail}`}
              className="inline-flex min-h-11 items-center underline-offset-2 hover:text-brand-800 hover:underline"
            >
              Contato: {contactEmail}
            </a>
          ) : null}
          {support ? (
            <Link
              to={support.to}
              className="inline-flex min-h-11 items-center underline-offset-2 hover:text-brand-800 hover:underline"
            >
              Suporte
            </Link>
          ) : null}
          {SOCIAL.map((s) => (
            <a
              key={s.href}
              href={s.href}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex min-h-11 items-center underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {s.label}
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}
