// One schema for PGlite and PostgreSQL. Spec entities keep the spec's table and column names;
// auth tables follow better-auth's model names (its Drizzle adapter maps them by key).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// The vocabulary is the domain's; the enums below are built from it (relative paths: drizzle-kit
// reads this file without the ~/ alias).
import { CASE_STATES } from "../domain/case-pipeline";
import { CONTRACT_TYPES } from "../domain/contract-types";
import { LAWYER_PLANS, SUBSCRIPTION_TIERS } from "../domain/plans";

export { CONTRACT_TYPES, LAWYER_PLANS, SUBSCRIPTION_TIERS };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- better-auth
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  // DESIGN §8.10, §8b.34: the memória's identification, asked at the first PDF (not better-auth's).
  nomeCompleto: text("nome_completo"),
  // 11 digits, check digits validated (~/domain/cpf); printed on the memória, never on /verificar.
  cpf: text("cpf"),
  // better-auth's two-factor plugin (issue #27): true once a TOTP factor is confirmed.
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// better-auth's two-factor plugin (issue #27): the TOTP secret and the backup codes, both
// encrypted with the auth secret; `verified` is false until the first code confirms enrolment.
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [
    index("two_factor_user_id_idx").on(t.userId),
    index("two_factor_secret_idx").on(t.secret),
  ],
);

/**
 * Issue #27: the account's security history (factor enrolled, disabled, backup code used, a
 * factor removed by support), shown on /minha-conta/seguranca. `adminUserId` names the admin
 * who sent a support removal link.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    ipAddress: text("ip_address"),
    adminUserId: text("admin_user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("security_events_user_idx").on(t.userId, t.createdAt)],
);

// Rate-limit counters live in the database so they hold across app instances.
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- consumer product

export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    subscribed: boolean("subscribed").notNull().default(false),
    subscriptionTier: text("subscription_tier", { enum: SUBSCRIPTION_TIERS })
      .notNull()
      .default("gratuito"),
    subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
    // D33: a scheduled cancellation keeps the plan until subscription_end; the start dates the
    // 7-day right of withdrawal (CDC art. 49).
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    subscriptionStartedAt: timestamp("subscription_started_at", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    isAdmin: boolean("is_admin").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscribers_email_idx").on(t.email),
    index("subscribers_stripe_customer_idx").on(t.stripeCustomerId),
    check("subscribers_tier_check", sql`${t.subscriptionTier} in ('gratuito','basico','premium')`),
  ],
);

export const userAnalyses = pgTable(
  "user_analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contractType: text("contract_type", { enum: CONTRACT_TYPES }).notNull(),
    // First day of the signing month.
    mesContrato: date("mes_contrato").notNull(),
    taxaContrato: numeric("taxa_contrato", { precision: 8, scale: 4, mode: "number" }),
    abusiva: boolean("abusiva"),
    // Inputs, outcome and the rate certificate (series, month used, value, data date).
    resultado: jsonb("resultado").notNull(),
    // DESIGN §7.6: "Recalcular com os dados atuais" makes a new analysis that is not counted
    // against the plan limit; it points at the analysis it recalculated.
    contaLimite: boolean("conta_limite").notNull().default(true),
    recalculoDe: uuid("recalculo_de").references((): AnyPgColumn => userAnalyses.id, {
      onDelete: "set null",
    }),
    // The owner's last recovery calculation (inputs and result, DESIGN D29), shown in the laudo.
    revisao: jsonb("revisao"),
    // DESIGN §8.3: a provisional analysis's owner is told once when the signing month is published.
    provisorioAvisadoEm: timestamp("provisorio_avisado_em", { withTimezone: true }),
    // DESIGN §8.10, §8b.34: the contract's identification on the memória de cálculo.
    banco: text("banco"),
    numeroContrato: text("numero_contrato"),
    dataAssinatura: date("data_assinatura"),
    primeiroVencimento: date("primeiro_vencimento"),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_analyses_user_created_idx").on(t.userId, t.createdAt),
    check(
      "user_analyses_type_check",
      sql`${t.contractType} in ('financiamento_veiculo','emprestimo_pessoal','emprestimo_consignado','cartao_consignado','busca_apreensao')`,
    ),
    check("user_analyses_taxa_check", sql`${t.taxaContrato} is null or ${t.taxaContrato} >= 0`),
  ],
);

// DESIGN D30/§7.8: the verification code of an analysis's PDF report (laudo), ≥ 128 random bits.
// It outlives the analysis: deleting the analysis sets analise_id to null and /verificar/:codigo
// then says the report was withdrawn by its owner.
export const laudoVerificacoes = pgTable("laudo_verificacoes", {
  codigo: text("codigo").primaryKey(),
  analiseId: uuid("analise_id")
    .unique()
    .references(() => userAnalyses.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

// One row per month of BCB SGS monthly averages (% a.m., pessoas físicas, recursos livres).
const rate = (name: string) => numeric(name, { precision: 6, scale: 2, mode: "number" });
export const taxasJurosBacen = pgTable(
  "taxas_juros_bacen",
  {
    mes: date("mes").primaryKey(), // first day of the month
    taxaVeiculos: rate("taxa_veiculos").notNull(), // SGS 25471
    taxaCreditoPessoal: rate("taxa_credito_pessoal").notNull(), // SGS 25464
    taxaConsignadoTotal: rate("taxa_consignado_total"), // SGS 25469
    taxaConsignadoInss: rate("taxa_consignado_inss"), // SGS 25468
    taxaConsignadoPublico: rate("taxa_consignado_publico"), // SGS 25467
    taxaConsignadoPrivado: rate("taxa_consignado_privado"), // SGS 25466
    fonte: text("fonte").notNull(),
    obtidoEm: timestamp("obtido_em", { withTimezone: true }).notNull().defaultNow(),
    // DESIGN §8.8: where the row came from — "semente" (the public copy of the SGS export seeded
    // from seed/bcb; obtido_em is then not a retrieval by us) or "api_sgs" (fetched at obtido_em).
    origem: text("origem", { enum: ["semente", "api_sgs"] })
      .notNull()
      .default("api_sgs"),
  },
  (t) => [
    check("taxas_mes_first_day", sql`extract(day from ${t.mes}) = 1`),
    check("taxas_origem_check", sql`${t.origem} in ('semente','api_sgs')`),
    check(
      "taxas_range",
      sql`${t.taxaVeiculos} > 0 and ${t.taxaVeiculos} < 30 and ${t.taxaCreditoPessoal} > 0 and ${t.taxaCreditoPessoal} < 30`,
    ),
  ],
);

// IBGE price indices, one row per index and month: the month's change in % as published (DESIGN
// D29, monetary correction). INPC = SGS 188, IPCA = SGS 433; seeded from seed/ibge, updated by the
// BCB updater. Negative values are deflation.
export const PRICE_INDICES = ["inpc", "ipca"] as const;
export const indicesPrecos = pgTable(
  "indices_precos",
  {
    indice: text("indice", { enum: PRICE_INDICES }).notNull(),
    mes: date("mes").notNull(), // first day of the month
    variacao: numeric("variacao", { precision: 7, scale: 2, mode: "number" }).notNull(),
    fonte: text("fonte").notNull(),
    obtidoEm: timestamp("obtido_em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.indice, t.mes] }),
    check("indices_precos_indice", sql`${t.indice} in ('inpc','ipca')`),
    check("indices_precos_mes_first_day", sql`extract(day from ${t.mes}) = 1`),
  ],
);

// INSS legal caps on payroll loans and cards (DESIGN D9/D27, §7.4): one row per change, seeded
// from seed/inss/tetos_inss.json (seed_chave keeps the seed idempotent); the admin adds rows. How
// the dates combine (publication + business days, periods of unknown start) is app/domain/inss-caps.ts.
const capRate = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "number" });
export const tetosInss = pgTable(
  "tetos_inss",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ato: text("ato").notNull(),
    fonte: text("fonte").notNull(),
    nota: text("nota").notNull().default(""),
    publicacao: date("publicacao", { mode: "string" }),
    diasUteis: integer("dias_uteis"),
    vigenciaDesde: date("vigencia_desde", { mode: "string" }),
    periodoInicio: date("periodo_inicio", { mode: "string" }),
    periodoFim: date("periodo_fim", { mode: "string" }),
    emprestimo: capRate("emprestimo"), // % a.m.
    cartao: capRate("cartao"), // % a.m. (RMC/RCC)
    seedChave: text("seed_chave").unique(),
    criadoPor: text("criado_por").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("tetos_inss_valor", sql`${t.emprestimo} is not null or ${t.cartao} is not null`),
    check(
      "tetos_inss_range",
      sql`(${t.emprestimo} is null or (${t.emprestimo} > 0 and ${t.emprestimo} < 10)) and (${t.cartao} is null or (${t.cartao} > 0 and ${t.cartao} < 10))`,
    ),
    check(
      "tetos_inss_vigencia",
      sql`${t.vigenciaDesde} is null or ${t.publicacao} is null or ${t.vigenciaDesde} >= ${t.publicacao}`,
    ),
    check(
      "tetos_inss_dias",
      sql`${t.diasUteis} is null or (${t.diasUteis} >= 0 and ${t.diasUteis} <= 60)`,
    ),
  ],
);

// One row per background job: a lease so that, across app instances, a job runs at most once at a
// time, and when it last finished (for jobs that run once a day).
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lockedBy: text("locked_by"),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastStatus: text("last_status"),
  lastMessage: text("last_message"),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    readTime: text("read_time"),
    image: text("image"),
    content: text("content"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    isPublished: boolean("is_published").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.isPublished, t.publishedAt)],
);

export const solicitacoesAdvocacia = pgTable(
  "solicitacoes_advocacia",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    nome: text("nome").notNull(),
    telefone: text("telefone").notNull(),
    cidade: text("cidade").notNull(),
    estado: text("estado").notNull(),
    email: text("email").notNull(),
    descricao: text("descricao").notNull(),
    // LGPD Art. 7 §5: consent to share with up to 3 partner lawyers (DESIGN D18).
    consentimentoEm: timestamp("consentimento_em", { withTimezone: true }).notNull(),
    // LGPD Art. 8 §5: set when the consumer revokes that consent in /minha-conta; from then on the
    // request is neither listed to nor selectable by lawyers (earlier selections stay).
    consentimentoRevogadoEm: timestamp("consentimento_revogado_em", { withTimezone: true }),
    // One of the consumer's own analyses attached by choice; its laudo reaches the lawyers who
    // select the request. Deleting the analysis detaches it.
    analiseId: uuid("analise_id").references(() => userAnalyses.id, { onDelete: "set null" }),
    // The version of the sharing consent the request was sent under: the case summary before the
    // selection is shown only for the version that names it (DESIGN §8b.28); null before it.
    consentimentoVersao: text("consentimento_versao"),
    // DESIGN §8b.25: the consumer deleted the account after a lawyer selected the request; the
    // row stays as a "retirado pelo titular" record, emptied of their data and their analysis.
    retiradaEm: timestamp("retirada_em", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("solicitacoes_created_idx").on(t.createdAt),
    check("solicitacoes_estado_check", sql`char_length(${t.estado}) = 2`),
  ],
);

export const suporte = pgTable("suporte", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  nome: text("nome").notNull(),
  email: text("email").notNull(),
  mensagem: text("mensagem").notNull(),
  // Premium's advertised priority support (SPEC §6): answered first.
  prioritario: boolean("prioritario").notNull().default(false),
  createdAt: createdAt(),
});

// Abuse limits of the public forms (ask-a-lawyer per client IP, support per user): one counter
// per key and fixed window, incremented atomically, so they hold across app instances.
export const formRateLimits = pgTable(
  "form_rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("form_rate_limits_window_idx").on(t.windowStart),
  ],
);

// ---------------------------------------------------------------- lawyer product
// DESIGN D32: an admin checks the OAB number before any consumer contact data reaches the lawyer.
export const OAB_STATUSES = ["pendente", "verificado", "rejeitado"] as const;

export const revisaconectaSubscribers = pgTable(
  "revisaconecta_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull().unique(),
    nome: text("nome").notNull(),
    whatsapp: text("whatsapp").notNull().default(""),
    oab: text("oab"),
    // The OAB section (UF) the number belongs to (DESIGN D18: shown to the consumer with the number).
    oabUf: text("oab_uf"),
    // Reset to pendente whenever the number or UF changes; rejected carries the admin's reason.
    oabStatus: text("oab_status", { enum: OAB_STATUSES }).notNull().default("pendente"),
    oabMotivoRejeicao: text("oab_motivo_rejeicao"),
    oabVerificadoEm: timestamp("oab_verificado_em", { withTimezone: true }),
    oabVerificadoPor: text("oab_verificado_por").references(() => user.id, {
      onDelete: "set null",
    }),
    tipoPlano: text("tipo_plano", { enum: LAWYER_PLANS }).notNull().default("gratuito"),
    assinanteAtivo: boolean("assinante_ativo").notNull().default(false),
    stripeCustomerId: text("stripe_customer_id"),
    subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    subscriptionStartedAt: timestamp("subscription_started_at", { withTimezone: true }),
    // Daily e-mail of new cases (verified lawyers, opt-in): the UFs and contract types chosen.
    alertasNovosCasos: boolean("alertas_novos_casos").notNull().default(false),
    alertasUfs: text("alertas_ufs").array().notNull().default(sql`'{}'::text[]`),
    alertasTipos: text("alertas_tipos").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("revisaconecta_user_idx").on(t.userId),
    check("revisaconecta_plano_check", sql`${t.tipoPlano} in ('gratuito','starter','master')`),
    check("revisaconecta_oab_uf_check", sql`${t.oabUf} is null or char_length(${t.oabUf}) = 2`),
    check(
      "revisaconecta_oab_status_check",
      sql`${t.oabStatus} in ('pendente','verificado','rejeitado')`,
    ),
    check(
      "revisaconecta_oab_rejeicao_check",
      sql`${t.oabStatus} <> 'rejeitado' or ${t.oabMotivoRejeicao} is not null`,
    ),
    index("revisaconecta_oab_status_idx").on(t.oabStatus),
  ],
);

export const meusCasos = pgTable(
  "meus_casos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    solicitacaoId: uuid("solicitacao_id")
      .notNull()
      .references(() => solicitacoesAdvocacia.id, { onDelete: "cascade" }),
    dataSelecao: timestamp("data_selecao", { withTimezone: true }).notNull().defaultNow(),
    // The pipeline (app/domain/case-pipeline.ts): the state, since when, the last move (state or
    // note) and when the "untouched for 7 days" flag went out in a digest (once per idle stretch).
    estado: text("estado", { enum: CASE_STATES }).notNull().default("novo"),
    estadoEm: timestamp("estado_em", { withTimezone: true }).notNull().defaultNow(),
    movimentadoEm: timestamp("movimentado_em", { withTimezone: true }).notNull().defaultNow(),
    paradoAvisadoEm: timestamp("parado_avisado_em", { withTimezone: true }),
    // The consumer ended the sharing with this lawyer (/minhas-solicitacoes): from then on the
    // lawyer no longer reads the contact data or the report here, and the state is frozen.
    compartilhamentoEncerradoEm: timestamp("compartilhamento_encerrado_em", {
      withTimezone: true,
    }),
  },
  (t) => [
    uniqueIndex("meus_casos_user_solicitacao_idx").on(t.userId, t.solicitacaoId),
    index("meus_casos_user_data_idx").on(t.userId, t.dataSelecao),
    index("meus_casos_solicitacao_idx").on(t.solicitacaoId),
    check(
      "meus_casos_estado_check",
      sql`${t.estado} in ('novo','contatado','contratado','acao_ajuizada','encerrado','sem_acordo')`,
    ),
  ],
);

// Every state a case went through, with its date (the selection itself is the first "novo").
export const meusCasosEstados = pgTable(
  "meus_casos_estados",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meusCasoId: uuid("meus_caso_id")
      .notNull()
      .references(() => meusCasos.id, { onDelete: "cascade" }),
    estado: text("estado", { enum: CASE_STATES }).notNull(),
    em: timestamp("em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meus_casos_estados_caso_idx").on(t.meusCasoId, t.em)],
);

// One row per lawyer and day the daily digest went out (new cases, untouched cases): the unique
// key makes "one e-mail per lawyer per day" hold across instances and retries.
export const resumosDiariosAdvogados = pgTable(
  "resumos_diarios_advogados",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    dia: date("dia", { mode: "string" }).notNull(),
    enviadoEm: timestamp("enviado_em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dia] })],
);

// DESIGN D17: a Starter/Master lawyer's private note on one of their selected cases (one per
// selection; it goes when the selection goes).
export const anotacoesCasos = pgTable("anotacoes_casos", {
  meusCasoId: uuid("meus_caso_id")
    .primaryKey()
    .references(() => meusCasos.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  texto: text("texto").notNull(),
  atualizadoEm: timestamp("atualizado_em", { withTimezone: true }).notNull().defaultNow(),
});

export const suporteRevisaconecta = pgTable(
  "suporte_revisaconecta",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    nome: text("nome").notNull(),
    email: text("email").notNull(),
    assunto: text("assunto").notNull(),
    mensagem: text("mensagem").notNull(),
    plano: text("plano", { enum: LAWYER_PLANS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("suporte_rc_plano_check", sql`${t.plano} in ('starter','master')`)],
);

// ---------------------------------------------------------------- operations (DESIGN)
export const seoSettings = pgTable(
  "seo_settings",
  {
    id: integer("id").primaryKey().default(1),
    title: text("title").notNull(),
    description: text("description").notNull(),
    keywords: text("keywords").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("seo_settings_singleton", sql`${t.id} = 1`)],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

export const processedPaymentEvents = pgTable("processed_payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    textVersion: text("text_version").notNull(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("consent_records_user_idx").on(t.userId),
    index("consent_records_email_idx").on(t.email),
  ],
);

export const videos = pgTable(
  "videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titulo: text("titulo").notNull(),
    url: text("url"),
    tipo: text("tipo", { enum: ["mp4", "externo"] })
      .notNull()
      .default("externo"),
    ordem: integer("ordem").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("videos_tipo_check", sql`${t.tipo} in ('mp4','externo')`)],
);

// ---------------------------------------------------------------- local test payment provider (DESIGN D16)
// The built-in "Pagamento de teste" provider keeps its customers, sessions and subscriptions here,
// in the shape of the Stripe objects it stands in for; unused when STRIPE_SECRET_KEY is set.
export const testPaymentCustomers = pgTable("test_payment_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  // Like Stripe's test clocks: how far this customer's clock runs ahead of the real one.
  clockOffsetMs: bigint("clock_offset_ms", { mode: "number" }).notNull().default(0),
  createdAt: createdAt(),
});

export const testPaymentSessions = pgTable(
  "test_payment_sessions",
  {
    id: text("id").primaryKey(),
    // "payment": a one-time checkout (the course), like Stripe Checkout in payment mode.
    kind: text("kind", { enum: ["checkout", "portal", "payment"] }).notNull(),
    customerId: text("customer_id")
      .notNull()
      .references(() => testPaymentCustomers.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    priceId: text("price_id"),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    returnUrl: text("return_url").notNull(),
    cancelUrl: text("cancel_url"),
    createdAt: createdAt(),
  },
  (t) => [
    check("test_payment_sessions_kind_check", sql`${t.kind} in ('checkout','portal','payment')`),
  ],
);

export const testPaymentSubscriptions = pgTable(
  "test_payment_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => testPaymentCustomers.id, { onDelete: "cascade" }),
    priceId: text("price_id").notNull(),
    status: text("status", { enum: ["active", "canceled"] }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("test_payment_subscriptions_customer_idx").on(t.customerId)],
);

/** Refunds the test provider made (right of withdrawal): recorded, no money moves. One per
 * subscription, held by the database (concurrent withdrawals refunded twice, issue 23). */
export const testPaymentRefunds = pgTable(
  "test_payment_refunds",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => testPaymentCustomers.id, { onDelete: "cascade" }),

    subscriptionId: text("subscription_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("test_payment_refunds_subscription_idx").on(t.subscriptionId)],
);

/** One-time payments of the test provider (the course), shaped like Stripe PaymentIntents. */
export const testPaymentPayments = pgTable(
  "test_payment_payments",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => testPaymentCustomers.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull().unique(),
    userId: text("user_id"),
    priceId: text("price_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    instalments: integer("instalments").notNull(),
    // A refund is recorded once: the first refund call sets these, later ones read them.
    refundId: text("refund_id").unique(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("test_payment_payments_customer_idx").on(t.customerId)],
);

// ---------------------------------------------------------------- course (DESIGN §8b.22–23)
// One purchase per person, written from the provider's state (re-read on each event), never from
// an event's payload. The 30-day guarantee refunds it once; a refunded purchase opens nothing.
export const coursePurchases = pgTable(
  "course_purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    customerId: text("customer_id").notNull(),
    paymentId: text("payment_id").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    instalments: integer("instalments"),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    guaranteeClaimedAt: timestamp("guarantee_claimed_at", { withTimezone: true }),
    refundId: text("refund_id"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("course_purchases_customer_idx").on(t.customerId),
    check("course_purchases_amount_check", sql`${t.amountCents} > 0`),
  ],
);
