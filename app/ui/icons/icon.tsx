// One icon: an <svg> that points into the sprite (icons.svg), drawn like Lucide draws it (24×24,
// stroke in the text colour). Decorative unless given an aria-* prop, a role or a title.
import spriteHref from "./icons.svg?no-inline";
import type { IconName } from "./names";
import { cx } from "../cx";

export type IconProps = Omit<React.SVGProps<SVGSVGElement>, "ref"> & { name: IconName };

export function Icon({ name, className, ...rest }: IconProps) {
  const labelled = Object.keys(rest).some(
    (key) => key.startsWith("aria-") || key === "role" || key === "title",
  );
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: aria-hidden unless the caller labels it (above)
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      className={cx("lucide", `lucide-${name}`, className)}
      {...rest}
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
