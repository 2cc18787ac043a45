// DESIGN D31 (issue #11 item 4): without SMTP a mail only reaches the outbox table and the log,
// which the admin and the operators read. Links there would hand them other people's reset and
// confirmation tokens, so every link is replaced before the mail is stored or printed; the mail
// itself never reaches its addressee in this mode anyway.
export const REDACTED_LINK = "[link omitido: só é enviado por e-mail real (SMTP)]";

// Any absolute URL, and any query parameter that looks like a secret even outside a URL.
const URL_PATTERN = /\b(?:https?|ftp):\/\/[^\s<>"']+/gi;
const SECRET_PARAM = /\b(token|code|secret|key|signature|sig)=([^\s&<>"']+)/gi;

export function redactSecrets(text: string): string {
  return text.replace(URL_PATTERN, REDACTED_LINK).replace(SECRET_PARAM, "$1=[omitido]");
}

/** The HTML twin: hrefs emptied as well as the visible text. */
export function redactHtml(html: string): string {
  return redactSecrets(html.replace(/\shref\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ' href="#"'));
}
