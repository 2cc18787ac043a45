// The spec's route table (SPEC §2), one line per route. A route is added when its feature is built.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("features/analysis/home.tsx"),
  route("not-authorized", "features/content/not-authorized.tsx"),
  route("politica-privacidade", "features/content/privacy-policy.tsx"),
  route("politica-de-privacidade", "features/content/privacy-policy-redirect.ts"),
  route("storage/:bucket/*", "features/storage/storage-file.ts"),
  route("api/taxas", "features/rates/api-taxas.ts"),
  route("calculadora-online-juros", "features/calculator/calculator.tsx"),
  route("api/auth/*", "features/auth/api-route.ts"),
  route("auth", "features/auth/consumer-auth-page.tsx"),
  route("auth-revisaconecta", "features/auth/lawyer-auth-page.tsx"),
  route("esqueci-minha-senha", "features/auth/forgot-password-page.tsx"),
  route("redefinir-senha", "features/auth/reset-password-page.tsx"),
  route("sair", "features/auth/logout-route.ts"),
  route("minha-conta", "features/account/account-page.tsx"),
  route("minha-conta/exportar", "features/account/export-route.ts"),
  route("api/billing/create-checkout", "features/billing/api-create-checkout.ts"),
  route("api/billing/customer-portal", "features/billing/api-customer-portal.ts"),
  route("api/billing/check-subscription", "features/billing/api-check-subscription.ts"),
  route("api/stripe/webhook", "features/billing/api-stripe-webhook.ts"),
  route("assinatura", "features/billing/subscription-page.tsx"),
  route("pagamento-teste/portal/:sessionId", "features/billing/test-portal-page.tsx"),
  route("pagamento-teste/:sessionId", "features/billing/test-checkout-page.tsx"),
  route("*", "features/content/not-found.tsx"),
] satisfies RouteConfig;
