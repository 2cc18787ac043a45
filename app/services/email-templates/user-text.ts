// What a person typed, made safe to quote in an e-mail we send (issue #11 item 6): the layout
// escapes HTML; these keep user text from forming a link that a mail client would make clickable
// ("https://…", "www.…", "banco-seguro.com") and keep a name on one short line, also for names
// stored before the name rule (DESIGN §7.11) existed.
import { PERSON_NAME_MAX } from "~/domain/person-name";

/** Breaks every link-like sequence with a space; line breaks are kept. */
export function unlinkText(raw: string): string {
  return raw
    .replace(/:\/\//g, ": //")
    .replace(/www\./gi, (m) => `${m.slice(0, 3)} .`)
    .replace(/([\p{L}\p{N}_-])\.(?=\p{L}{2,})/gu, "$1 .");
}

/** A name as one line of at most 120 characters, with no link in it. */
export function userNameForEmail(raw: string): string {
  const oneLine = unlinkText(
    raw
      .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  // Cutting only removes text, so it cannot make a new link.
  return oneLine.length > PERSON_NAME_MAX ? `${oneLine.slice(0, PERSON_NAME_MAX - 1)}…` : oneLine;
}
