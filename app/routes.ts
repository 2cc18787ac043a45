// The spec's route table (SPEC §2), one line per route. A route is added when its feature is built.
// Guarded areas are layout routes: their middleware (app/shell/areas) protects every child, so
// this file shows who may enter where; a page added inside an area cannot forget its guard.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("features/landing/home.tsx"),
  route("not-authorized", "features/content/not-authorized.tsx"),
  route("politica-privacidade", "features/content/privacy-policy.tsx"),
  route("politica-de-privacidade", "features/content/privacy-policy-redirect.ts"),
  route("termos-de-uso", "features/content/terms-of-use.tsx"),
  route("sitemap.xml", "features/seo/sitemap-route.ts"),
  route("robots.txt", "features/seo/robots-route.ts"),
  route("revisaconecta", "features/lawyer/revisaconecta-page.tsx"),
  route("storage/:bucket/*", "features/storage/storage-file.ts"),
  route("api/taxas", "features/rates/api-taxas.ts"),
  route("api/calculos/revisao", "features/recovery/api-calculos-revisao.ts"),
  route("api/calculos/rmc", "features/recovery/api-calculos-rmc.ts"),
  route("calculadora-online-juros", "features/calculator/calculator.tsx"),
  route("api/auth/*", "features/auth/api-route.ts"),
  route("auth", "features/auth/consumer-auth-page.tsx"),
  route("auth-revisaconecta", "features/auth/lawyer-auth-page.tsx"),
  route("esqueci-minha-senha", "features/auth/forgot-password-page.tsx"),
  route("redefinir-senha", "features/auth/reset-password-page.tsx"),
  route("confirmar-conta", "features/auth/confirm-account-page.tsx"),
  // Issue #27: the sign-in's second step (reached only with the cookie the password step sets).
  route("auth/verificacao", "features/auth/two-factor-challenge-page.tsx"),
  // Issue #27 item 4: support's one-time link to remove a lost factor (with the password).
  route("remover-verificacao", "features/auth/factor-removal-page.tsx"),
  route("sair", "features/auth/logout-route.ts"),
  // Signed-in consumers only (requireUser).
  layout("shell/areas/signed-in-area.tsx", [
    route("minha-conta", "features/account/account-page.tsx"),
    route("minha-conta/exportar", "features/account/export-route.ts"),
    route("minhas-analises", "features/history/history-page.tsx"),
    route("minhas-analises/:id", "features/history/analysis-page.tsx"),
    route("minhas-analises/:id/identificacao", "features/history/identification-page.tsx"),
    route("minha-conta/identificacao", "features/account/identification-route.ts"),
    route("minha-conta/seguranca", "features/account/security-page.tsx"),
    route("minhas-solicitacoes", "features/account/my-requests-page.tsx"),
    route("importar", "features/import/import-page.tsx"),
  ]),
  route("minhas-analises/:id/memoria-de-calculo.pdf", "features/history/memoria-route.ts"),
  route("minhas-analises/:id/laudo.pdf", "features/history/laudo-route.ts"),
  route("verificar/:codigo", "features/history/verify-page.tsx"),
  route("api/billing/create-checkout", "features/billing/api-create-checkout.ts"),
  route("api/billing/customer-portal", "features/billing/api-customer-portal.ts"),
  route("api/billing/check-subscription", "features/billing/api-check-subscription.ts"),
  route("api/billing/subscription", "features/billing/api-change-subscription.ts"),
  route("api/stripe/webhook", "features/billing/api-stripe-webhook.ts"),
  route("assinatura", "features/billing/subscription-page.tsx"),
  route("pagamento-teste/portal/:sessionId", "features/billing/test-portal-page.tsx"),
  route("pagamento-teste/:sessionId", "features/billing/test-checkout-page.tsx"),
  // Paid consumer area: signed in; a free plan sees the paid-plan notice (requirePaidPlan).
  layout("shell/areas/paid-area.tsx", [
    route("suporte", "features/support/support-page.tsx"),
    route("modelos-documentos", "features/templates/templates-page.tsx"),
    route("modelos-documentos/:arquivo", "features/templates/template-file.ts"),
    route("informacoes-juridicas", "features/legal/legal-page.tsx"),
    route("informacoes-juridicas/pedidos-administrativos", "features/legal/topic-page.tsx", {
      id: "legal-topic-pedidos",
    }),
    route("informacoes-juridicas/simulacao-e-tabela-juros", "features/legal/topic-page.tsx", {
      id: "legal-topic-simulacao",
    }),
    route("informacoes-juridicas/litigancia-predatoria-reversa", "features/legal/topic-page.tsx", {
      id: "legal-topic-litigancia",
    }),
  ]),
  route("solicitar-ajuda-juridica", "features/requests/request-page.tsx"),
  route("solicitacao-enviada", "features/requests/request-sent-page.tsx"),
  route("obrigado-contato", "features/support/thank-you-page.tsx"),
  // Admins only (requireAdmin).
  layout("shell/areas/admin-area.tsx", [
    route("admin-dashboard", "features/admin/admin-dashboard.tsx"),
    route("admin-dashboard/videos", "features/admin/videos-page.tsx"),
    route("admin-dashboard/advogados", "features/admin/lawyers-page.tsx"),
    route("admin-dashboard/tetos-inss", "features/admin/inss-caps-page.tsx"),
    route("admin-dashboard/verificacao-duas-etapas", "features/auth/factor-removal-admin-page.tsx"),
  ]),
  route("blog", "features/blog/blog-page.tsx"),
  route("blog-descubraseguros", "features/blog/article-page.tsx", { id: "blog-descubraseguros" }),
  route("blog-organize-suas-despesas", "features/blog/article-page.tsx", {
    id: "blog-organize-suas-despesas",
  }),
  route("blog-empresta-cartao", "features/blog/article-page.tsx", { id: "blog-empresta-cartao" }),
  route("blog-juros-abusivos-veiculos", "features/blog/article-page.tsx", {
    id: "blog-juros-abusivos-veiculos",
  }),
  route("blog-credito-quando-utilizar", "features/blog/article-page.tsx", {
    id: "blog-credito-quando-utilizar",
  }),
  route("blog-taxa-media-banco-central", "features/blog/article-page.tsx", {
    id: "blog-taxa-media-banco-central",
  }),
  route("blog-teto-consignado-inss", "features/blog/article-page.tsx", {
    id: "blog-teto-consignado-inss",
  }),
  route("blog-busca-e-apreensao-liminar", "features/blog/article-page.tsx", {
    id: "blog-busca-e-apreensao-liminar",
  }),
  route("blog-notificacao-atraso-financiamento", "features/blog/article-page.tsx", {
    id: "blog-notificacao-atraso-financiamento",
  }),
  route("blog-cobranca-indevida-devolucao-em-dobro", "features/blog/article-page.tsx", {
    id: "blog-cobranca-indevida-devolucao-em-dobro",
  }),
  // Lawyer area: a lawyer's session (requireLawyer); the support form also needs a paid plan.
  layout("shell/areas/lawyer-area.tsx", [
    route("oportunidades-advogados", "features/lawyer/opportunities-page.tsx"),
    route("meus-casos", "features/lawyer/my-cases-page.tsx"),
    route("suporte-revisaconecta", "features/lawyer/support-page.tsx"),
    route("solicitacao-enviada-revisaconecta", "features/lawyer/support-sent-page.tsx"),
    route("alertas-revisaconecta", "features/lawyer/alerts-page.tsx"),
  ]),
  route("meus-casos/:casoId/laudo.pdf", "features/history/lawyer-laudo-route.ts"),
  route("meus-casos/:casoId/peticao-inicial.docx", "features/lawyer/petition-route.ts"),
  // DESIGN D17: Starter/Master tools on Meus Casos (each checks the lawyer and the plan itself).
  route("meus-casos/:casoId/anotacao", "features/lawyer/case-note-route.ts"),
  route("meus-casos/:casoId/estado", "features/lawyer/case-state-route.ts"),
  route("meus-casos/exportar.csv", "features/lawyer/cases-export-route.ts"),
  route("porque-pedidos-administrativos", "features/legal/pedidos-redirect.ts"),
  route("lp-servidor-publico", "features/marketing/public-servant-landing.tsx"),
  route("curso-reducao-consignado", "features/marketing/course-landing.tsx"),
  // The course (DESIGN §8b.22–23): "Quero me inscrever" → /auth?from=curso → the checkout.
  route("curso-reducao-consignado/inscricao", "features/course/enrol-route.ts"),
  route("pagamento-teste/curso/:sessionId", "features/billing/test-course-checkout-page.tsx"),
  // Course buyers only (requireCourseBuyer): a paid purchase, not refunded.
  layout("shell/areas/course-area.tsx", [
    route("curso-reducao-consignado/aulas", "features/course/course-area-page.tsx"),
    route("curso-reducao-consignado/aulas/:modulo", "features/course/module-page.tsx"),
  ]),
  route("api/erros", "features/errors/api-erros.ts"),
  route("*", "features/content/not-found.tsx"),
] satisfies RouteConfig;
