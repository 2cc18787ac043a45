// The verdict's sentences in the order DESIGN D27/D28 asks: the legal cap first (when given), then
// the 1.5 rule, then — without a contract rate — that the interest was not checked and how to
// check it. The words are the domain's (`verdict.ts`); this only lays them out.
import type { Verdict } from "~/domain/verdict";
import { cx } from "~/ui/cx";

export function VerdictStatement({ verdict, className }: { verdict: Verdict; className?: string }) {
  // Above the cap, the cap is the verdict and comes first; otherwise (below it, unknown, or only
  // information for a "Não sei" sector) its sentences follow the 1.5-rule sentence.
  const capFirst = verdict.situacao === "acima_do_teto";
  const cap = verdict.teto.map((t) => (
    <p key={t} className={capFirst ? "font-semibold text-danger-700" : "text-slate-700"}>
      {t}
    </p>
  ));
  return (
    <div className={cx("flex flex-col gap-2 text-slate-800", className)}>
      {capFirst ? cap : null}
      <p>{verdict.frase}</p>
      {capFirst ? null : cap}
      {verdict.naoVerificada.length > 0 ? (
        <p className="font-semibold text-warn-800">{verdict.naoVerificada.join(" ")}</p>
      ) : null}
    </div>
  );
}
