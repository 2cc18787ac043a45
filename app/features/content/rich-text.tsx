// Renders the tiny inline markup of the content files: **bold** and [text](href). Internal paths
// become router links; mailto and external addresses plain anchors.
import { Link } from "react-router";

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const LINK_CLASS = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

export function RichText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, bold, label, href] = match;
    const key = `${index}`;
    if (bold !== undefined) {
      parts.push(
        <strong key={key} className="font-semibold text-slate-900">
          {bold}
        </strong>,
      );
    } else if (href?.startsWith("/")) {
      parts.push(
        <Link key={key} to={href} className={LINK_CLASS}>
          {label}
        </Link>,
      );
    } else {
      const external = href?.startsWith("http");
      parts.push(
        <a
          key={key}
          href={href}
          className={LINK_CLASS}
          {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}
        >
          {label}
        </a>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
