// The page of requests with its count and pagination.
import { Link } from "react-router";
import { cx } from "~/ui/cx";
import type { OpportunityPage } from "./opportunities.server";
import { OpportunityCard } from "./opportunity-card";
import type { SelectionLock } from "./selection-lock";

const count = new Intl.NumberFormat("pt-BR");

interface Props {
  list: OpportunityPage;
  filter: { uf: string; cidade: string };
  blocked: boolean;
  /** Why nothing can be selected yet (OAB missing or not verified), or null. */
  lock?: SelectionLock | null;
}

export function OpportunityList({ list, filter, blocked, lock = null }: Props) {
  const filtered = Boolean(filter.uf || filter.cidade);
  return (
    <section aria-labelledby="pedidos-titulo">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pedidos-titulo" className="text-xl font-bold text-slate-900">
          Pedidos de ajuda
        </h2>
        <p className="text-sm text-slate-600" role="status">
          {list.total === 1 ? "1 pedido" : `${count.format(list.total)} pedidos`}
          {filtered ? " com esses filtros" : ""}
        </p>
      </div>
      {list.items.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {filtered
            ? "Nenhum pedido encontrado com esses filtros."
            : "Ainda não há pedidos de ajuda. Volte mais tarde."}
        </p>
      ) : (
        <ul role="list" className="mt-4 flex flex-col gap-4">
          {list.items.map((item) => (
            <OpportunityCard key={item.id} opportunity={item} blocked={blocked} lock={lock} />
          ))}
        </ul>
      )}
      {list.pageCount > 1 ? (
        <Pagination page={list.page} pageCount={list.pageCount} filter={filter} />
      ) : null}
    </section>
  );
}

function Pagination({
  page,
  pageCount,
  filter,
}: {
  page: number;
  pageCount: number;
  filter: Props["filter"];
}) {
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (filter.uf) params.set("uf", filter.uf);
    if (filter.cidade) params.set("cidade", filter.cidade);
    if (p > 1) params.set("pagina", String(p));
    const query = params.toString();
    return `/oportunidades-advogados${query ? `?${query}` : ""}`;
  };
  // First, last and the pages around the current one.
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 1,
  );
  const link =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold";
  return (
    <nav aria-label="Paginação" className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cx(link, "text-brand-800 hover:bg-brand-50")}>
          Anterior
        </Link>
      ) : null}
      {pages.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - pages[i - 1]! > 1 ? (
            <span aria-hidden className="px-1 text-slate-500">
              …
            </span>
          ) : null}
          <Link
            to={href(p)}
            aria-label={`Página ${p}`}
            aria-current={p === page ? "page" : undefined}
            className={cx(
              link,
              p === page ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
            )}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link to={href(page + 1)} className={cx(link, "text-brand-800 hover:bg-brand-50")}>
          Próxima
        </Link>
      ) : null}
    </nav>
  );
}
