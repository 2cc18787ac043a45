import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { viewerContext } from "~/platform/context";
import { SupportCode } from "~/features/errors/support-code";
import { flashContext } from "~/platform/flash.server";
import { FlashToast } from "~/platform/flash-toast";
import { viewerMiddleware } from "~/features/auth/root-middleware.server";
import { requireAdminFactor } from "~/platform/guards.server";
import { rootShouldRevalidate } from "~/features/analysis/revalidation";
import { DEFAULT_SEO } from "~/platform/seo-defaults";
import { getSeoSettings } from "~/features/admin/seo.server";
import { SeoHead } from "~/features/seo/seo-head";
import { siteFacts } from "~/features/seo/site.server";
import { NavigationStatus } from "~/ui/navigation-status";
import { useNonce } from "~/ui/nonce";
import type { RootData } from "~/platform/root-data";
import { SiteFooter } from "~/shell/site-footer";
import { SiteHeader } from "~/shell/site-header";
import { ToastProvider } from "~/ui/toast";

// The text face of every page: fetch it with the HTML instead of after the CSS, so the first
// paint of headings (the LCP on phones) is not delayed by a font swap.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

// The viewer (session, plan, admin, lawyer) is computed once per request by this middleware.
// Issue #27: then an admin without a second factor is held on the enrolment page.
export const middleware: Route.MiddlewareFunction[] = [viewerMiddleware, requireAdminFactor];

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  // A notice carried across a redirect (logout, guards); shown once, then cleared.
  const holder = context.get(flashContext);
  holder.consumed = holder.flash !== null;
  // DESIGN D5: the admin's SEO settings (from memory) apply to the public pages.
  const seo = await getSeoSettings();
  const data = {
    viewer,
    flash: holder.flash,
    year: new Date().getFullYear(),
    seo,
    site: siteFacts(),
  };
  return data satisfies RootData; // the part components below the shell read (platform/root-data)
}

// Issue 12: the dashboard's analysis answers with the new count; the viewer is not reloaded for it.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return rootShouldRevalidate(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const keywords = rootData?.seo.keywords;
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Zod compiles parsers with `new Function` when it may; the CSP forbids eval, so it must
            know before any module defines a schema (zod reads this global at load). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }}
        />
        {keywords ? <meta name="keywords" content={keywords} /> : null}
        <Meta />
        <Links />
        <SeoHead site={rootData?.site} />
      </head>
      <body className="min-h-dvh flex flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <FlashToast flash={loaderData.flash} />
      <NavigationStatus />
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </ToastProvider>
  );
}

export function meta({ data }: Route.MetaArgs) {
  const seo = data?.seo ?? DEFAULT_SEO;
  return [{ title: seo.title }, { name: "description", content: seo.description }];
}

// One error boundary for the whole app: a handler per status, no stack trace in production.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  let title = "Ocorreu um erro inesperado!";
  let message = "Algo deu errado do nosso lado. Tente novamente em instantes.";
  let stack: string | undefined;
  // Unexpected errors get a code support can look up in the log (the request id).
  let unexpected = true;
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  if (isRouteErrorResponse(error)) {
    unexpected = error.status >= 500;
    if (error.status === 404) {
      title = "Oops! Page not found";
      message = "A página que você procurou não existe ou foi movida.";
    } else if (error.status === 403) {
      title = "Acesso negado";
      message = "Você não tem permissão para acessar esta página.";
    } else if (error.status === 400) {
      title = "Requisição inválida";
      message =
        typeof error.data === "string" && error.data ? error.data : "Verifique os dados enviados.";
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    stack = error.stack;
  }

  return (
    <>
      {data ? <SiteHeader /> : null}
      <main id="conteudo" className="flex-1 px-4 py-16">
        <div className="mx-auto max-w-lg text-center">
          {notFound ? (
            // The spec's English heading, marked as such, with its pt-BR line (DESIGN §8b.22).
            <>
              <h1 lang="en" className="text-2xl font-bold text-slate-900">
                {title}
              </h1>
              <p className="mt-2 text-lg font-semibold text-slate-800">Página não encontrada</p>
            </>
          ) : (
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          )}
          <p className="mt-3 text-slate-700">{message}</p>
          <Link
            to="/"
            className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Voltar para o início
          </Link>
          {unexpected ? <SupportCode error={error} /> : null}
          {stack ? <pre className="mt-8 overflow-auto text-left text-xs">{stack}</pre> : null}
        </div>
      </main>
    </>
  );
}
