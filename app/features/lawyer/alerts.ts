// Alerts of new cases (issue "lawyer's working day" item 4): the form's schema and texts,
// client-safe (the page shows them; alerts.server.ts saves).
import { z } from "zod";
import { CONTRACT_TYPES } from "~/domain/contract-types";
import { UF_CODES } from "./ufs";

export const ALERTS_MSG = {
  saved: "Alertas salvos.",
  off: "Alertas desativados.",
  needUf: "Escolha ao menos um estado (UF) para receber os alertas.",
  notVerified:
    "Os alertas de novos pedidos ficam disponíveis depois que sua inscrição na OAB for verificada.",
  invalid: "Não foi possível ler as escolhas. Recarregue a página e tente novamente.",
  failed: "Não foi possível salvar os alertas agora. Tente novamente.",
} as const;

const many = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(values)).max(values.length),
  );

export const alertsSchema = z
  .object({
    ativo: z.preprocess((v) => v === "on" || v === "sim", z.boolean()),
    ufs: many(UF_CODES),
    tipos: many(CONTRACT_TYPES),
  })
  .refine((v) => !v.ativo || v.ufs.length > 0, { message: ALERTS_MSG.needUf, path: ["ufs"] });
export type AlertsInput = z.output<typeof alertsSchema>;
