// /admin-dashboard (SPEC §2 "Admin panel", DESIGN D4/D5/D15/D23): SEO settings saved in the
// database and applied to the public pages, the analytics dashboard link, operations figures and
// the e-mail outbox. Admins only, checked on the server by requireAdmin.
import { Icon } from "~/ui/icons/icon";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { viewerContext } from "~/platform/context";
import { Alert } from "~/ui/alert";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading, SectionHeading } from "~/ui/container";
import { TextAreaField, TextField } from "~/ui/text-field";
import { useToast } from "~/ui/toast";
import { firstFieldErrors } from "~/platform/form";
import { readForm } from "~/platform/form.server";
import type { Route } from "./+types/admin-dashboard";
import { readOperations } from "./operations.server";
import { seoSchema } from "./seo-schema";
import { getSeoSettings, saveSeoSettings } from "./seo.server";

export function meta() {
  return [{ title: "Administração — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export async function loader() {
  const [seo, operations] = await Promise.all([getSeoSettings(), readOperations(db())]);
  return { seo, operations, analyticsUrl: env().ANALYTICS_DASHBOARD_URL ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = context.get(viewerContext);
  const form = await readForm(request);
  const parsed = seoSchema.safeParse({
    title: form.get("title") ?? "",
    description: form.get("description") ?? "",
    keywords: form.get("keywords") ?? "",
  });
  if (!parsed.success) {
    const errors = firstFieldErrors<string>(parsed.error);
    return { ok: false as const, errors, savedAt: null };
  }
  await saveSeoSettings(db(), viewer.user!.id, parsed.data);
  return { ok: true as const, errors: {} as Record<string, string>, savedAt: Date.now() };
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { seo, operations, analyticsUrl } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/admin-dashboard";
  const { toast } = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per save (savedAt)
  useEffect(() => {
    if (actionData?.ok)
      toast({
        title: "Configurações SEO salvas!",
        description: "As páginas públicas já usam os novos dados.",
      });
  }, [actionData?.savedAt]);

  return (
    <Container className="py-8">
      <PageHeading
        eyebrow="Administração"
        title="Painel do administrador"
        actions={
          <>
            <ButtonLink
              to="/admin-dashboard/advogados"
              variant="secondary"
              icon={<Icon name="scale" className="size-5" />}
            >
              Verificação da OAB{operations.pendingOab > 0 ? ` (${operations.pendingOab})` : ""}
            </ButtonLink>
            <ButtonLink
              to="/admin-dashboard/videos"
              variant="secondary"
              icon={<Icon name="film" className="size-5" />}
            >
              Vídeos educativos
            </ButtonLink>
            <ButtonLink
              to="/admin-dashboard/tetos-inss"
              variant="secondary"
              icon={<Icon name="landmark" className="size-5" />}
            >
              Tetos do INSS
            </ButtonLink>
            <ButtonLink
              to="/admin-dashboard/verificacao-duas-etapas"
              variant="secondary"
              icon={<Icon name="lock" className="size-5" />}
            >
              Verificação em duas etapas
            </ButtonLink>
            <ButtonLink to="/" variant="outline" icon={<Icon name="house" className="size-5" />}>
              Voltar para o início
            </ButtonLink>
          </>
        }
      />

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ["Usuários", operations.users],
          ["Assinantes pagos", operations.paidSubscribers],
          ["Análises neste mês", operations.analysesThisMonth],
          ["Pedidos de advogado neste mês", operations.requestsThisMonth],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-800">
              {Number(value).toLocaleString("pt-BR")}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card as="section" aria-labelledby="seo-titulo">
          <SectionHeading id="seo-titulo">Configurações de SEO</SectionHeading>
          <p className="mt-1 text-sm text-slate-700">
            Título e descrição da página inicial e palavras-chave de todas as páginas públicas.
          </p>
          <Form method="post" className="mt-5 flex flex-col gap-4" noValidate>
            <TextField
              label="Título"
              name="title"
              defaultValue={seo.title}
              error={actionData?.errors.title}
              required
              maxLength={70}
            />
            <TextAreaField
              label="Descrição"
              name="description"
              defaultValue={seo.description}
              error={actionData?.errors.description}
              required
              rows={3}
              maxLength={160}
            />
            <TextField
              label="Palavras-chave"
              name="keywords"
              hint="Separadas por vírgula."
              defaultValue={seo.keywords}
              error={actionData?.errors.keywords}
            />
            <Button type="submit" loading={saving} loadingText="Processando...">
              Salvar Configurações SEO
            </Button>
          </Form>
        </Card>

        <div className="flex flex-col gap-6">
          <Card as="section" aria-labelledby="analytics-titulo">
            <SectionHeading id="analytics-titulo">Análise de sessões</SectionHeading>
            {analyticsUrl ? (
              <a
                href={analyticsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                <Icon name="chart-column" aria-hidden className="size-5" /> Abrir painel de gravação
                de sessões
              </a>
            ) : (
              <Alert tone="info" role="none" className="mt-4">
                Painel de análise não configurado. Defina ANALYTICS_DASHBOARD_URL no ambiente.
              </Alert>
            )}
          </Card>

          <Card as="section" aria-labelledby="outbox-titulo">
            <SectionHeading id="outbox-titulo" className="flex items-center gap-2">
              <Icon name="mail" aria-hidden className="size-5 text-brand-700" /> Caixa de saída de
              e-mails
            </SectionHeading>
            <p className="mt-1 text-sm text-slate-700">
              Sem SMTP configurado, os e-mails ficam aqui (os 20 mais recentes), com links e códigos
              omitidos: um link de redefinição de senha daria acesso à conta de outra pessoa.
            </p>
            {operations.outbox.length === 0 ? (
              <p className="mt-4 text-slate-700">Nenhum e-mail na caixa de saída.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200">
                {operations.outbox.map((m) => (
                  <li key={m.id} className="py-2">
                    <details>
                      <summary className="flex min-h-11 cursor-pointer flex-col justify-center">
                        <span className="font-semibold">{m.subject}</span>
                        <span className="text-sm text-slate-600">
                          {m.to} · {dateTime.format(new Date(m.createdAt))}
                        </span>
                      </summary>
                      <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm">
                        {m.text}
                      </pre>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </Container>
  );
}
