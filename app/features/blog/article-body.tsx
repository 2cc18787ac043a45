// The article's text with the blog's typography: comfortable measure, generous line height,
// clear heading rhythm and a highlighted note style.
import { Icon } from "~/ui/icons/icon";
import { RichText } from "~/features/content/rich-text";
import type { ArticleBlock } from "./article-blocks";

export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="text-[1.0625rem] leading-8 text-slate-800">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed blocks, never reordered
        <Block key={i} block={block} first={i === 0} />
      ))}
    </div>
  );
}

function Block({ block, first }: { block: ArticleBlock; first: boolean }) {
  switch (block.type) {
    case "h2":
      return (
        <h2
          id={block.id}
          className="mt-12 scroll-mt-24 text-2xl font-bold leading-tight tracking-tight text-slate-900"
        >
          {block.text}
        </h2>
      );
    case "h3":
      return (
        <h3
          id={block.id}
          className="mt-8 scroll-mt-24 text-xl font-semibold leading-snug text-slate-900"
        >
          {block.text}
        </h3>
      );
    case "p":
      return (
        <p className={first ? "text-lg leading-8 text-slate-900" : "mt-5"}>
          <RichText text={block.text} />
        </p>
      );
    case "note":
      return (
        <aside className="mt-6 flex gap-3 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-4 text-base leading-7 text-brand-950">
          <Icon name="info" aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
          <p>
            <RichText text={block.text} />
          </p>
        </aside>
      );
    case "ul":
      return (
        <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </ol>
      );
  }
}
