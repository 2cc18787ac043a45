// The /auth `from` parameter (SPEC §2): which product the visitor is entering.
import { COURSE_PATHS } from "~/features/billing/course-paths";
/** Where a lawyer lands after login (SPEC §2). */
export const LAWYER_HOME = "/oportunidades-advogados";

export type AuthTarget = "revisafacil" | "revisaconecta";

export function parseFrom(value: string | null | undefined): AuthTarget {
  return value === "revisaconecta" ? "revisaconecta" : "revisafacil";
}

/**
 * revisafacil (default) → /, revisaconecta → /oportunidades-advogados, curso → the course
 * checkout, anything else → /.
 */
export function targetPath(from: string | null | undefined): string {
  // The course's "Quero me inscrever" (DESIGN §8b.22): after sign-in, on to the course checkout.
  if (from === "curso") return COURSE_PATHS.enrol;
  return parseFrom(from) === "revisaconecta" ? "/oportunidades-advogados" : "/";
}

/** Issue #27: the sign-in's second step, which then goes on to `from`'s page. */
export const CHALLENGE_PATH = "/auth/verificacao";
export const challengePath = (from: string | null | undefined) =>
  `${CHALLENGE_PATH}?from=${from === "curso" ? "curso" : parseFrom(from)}`;

export const CARD_TEXTS: Record<
  AuthTarget,
  Record<"login" | "cadastro", { title: string; text: string }>
> = {
  revisafacil: {
    login: {
      title: "Entrar no RevisaFácil",
      text: "Acesse sua conta para analisar seus contratos e acompanhar seu plano.",
    },
    cadastro: {
      title: "Criar conta no RevisaFácil",
      text: "Cadastre-se grátis e descubra se os juros do seu contrato são abusivos.",
    },
  },
  revisaconecta: {
    login: {
      title: "Entrar no RevisaConecta",
      text: "Acesse sua conta para ver as oportunidades de casos para advogados parceiros.",
    },
    cadastro: {
      title: "Criar conta no RevisaConecta",
      text: "Cadastre-se para receber oportunidades de casos de revisão de contratos.",
    },
  },
};
