// The one layout every product e-mail shares: a plain-text body and its escaped HTML twin.
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface EmailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  /** Whose team signs: lawyers' account e-mails are RevisaConecta's. */
  brand?: "RevisaFácil" | "RevisaConecta";
}

export function renderEmail({
  subject,
  paragraphs,
  action,
  footer,
  brand = "RevisaFácil",
}: EmailContent): RenderedEmail {
  const closing = footer ?? "Se você não fez esse pedido, ignore esta mensagem.";
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    closing,
    `— Equipe ${brand}`,
  ].join("\n\n");
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(action.url)}</p>`
    : ""
}
<p style="font-size:13px;color:#475569">${escapeHtml(closing)}</p>
<p>— Equipe ${brand}</p>
</body></html>`;
  return { subject, text, html };
}
