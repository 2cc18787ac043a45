// The lawyer's profile beside the list (DESIGN D18): the OAB number and section a selection
// needs (the consumer is told them), and the WhatsApp number. Open while the OAB is missing.
import { Icon } from "~/ui/icons/icon";
import { Link, useFetcher } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Select } from "~/ui/select";
import { TextField } from "~/ui/text-field";
import type { OpportunitiesActionResult } from "./opportunities-result";
import { formatPhone, type ProfileErrors } from "./profile-schema";
import { OAB_MSG, OAB_STATUS_LABEL, type OabStatus } from "./oab";
import { UF_OPTIONS } from "./ufs";
import { useResultToast } from "./use-result-toast";

export interface ProfileView {
  nome: string;
  oab: string | null;
  oabUf: string | null;
  whatsapp: string;
  /** DESIGN D32: the admin's verification of the number. */
  oabStatus: OabStatus;
  oabMotivo: string | null;
}

export function LawyerProfileCard({ profile }: { profile: ProfileView }) {
  const fetcher = useFetcher<OpportunitiesActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useResultToast(result);
  const errors: ProfileErrors =
    (result && !result.ok && result.intent === "perfil" ? result.errors : null) ?? {};
  const missing = !profile.oab;
  const form = (
    <fetcher.Form method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="perfil" />
      <TextField
        label="Nome completo"
        name="nome"
        required
        autoComplete="name"
        maxLength={120}
        defaultValue={profile.nome}
        hint="Como aparece na sua inscrição na OAB. O cliente recebe este nome por e-mail."
        error={errors.nome}
      />
      <TextField
        label="Número na OAB"
        name="oab"
        required
        inputMode="numeric"
        maxLength={12}
        defaultValue={profile.oab ?? ""}
        hint="Só os números da inscrição, ex.: 123456"
        error={errors.oab}
      />
      <Select
        label="Seccional (UF) da OAB"
        name="oabUf"
        required
        placeholder="Selecione"
        options={UF_OPTIONS}
        defaultValue={profile.oabUf ?? ""}
        error={errors.oabUf}
      />
      <TextField
        label="WhatsApp"
        name="whatsapp"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        defaultValue={profile.whatsapp ? formatPhone(profile.whatsapp) : ""}
        hint="Com DDD. Opcional."
        error={errors.whatsapp}
      />
      <Button type="submit" block loading={fetcher.state !== "idle"} loadingText="Salvando...">
        Salvar perfil
      </Button>
    </fetcher.Form>
  );

  return (
    <Card as="section" aria-labelledby="perfil-titulo">
      <h2 id="perfil-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon name="user-round" aria-hidden className="size-5 text-brand-700" />
        Seu perfil
      </h2>
      {profile.nome ? <p className="mt-1 text-slate-700">{profile.nome}</p> : null}
      {missing ? (
        <>
          <Alert tone="warning" role="none" className="mt-4">
            Para selecionar casos, informe seu número de inscrição na OAB. O cliente recebe seu nome
            e sua OAB por e-mail quando você seleciona o pedido dele.
          </Alert>
          <div className="mt-4">{form}</div>
        </>
      ) : (
        <>
          <p className="mt-3 flex items-center gap-2 font-semibold text-slate-900">
            {profile.oabStatus === "verificado" ? (
              <Icon name="badge-check" aria-hidden className="size-5 text-ok-700" />
            ) : profile.oabStatus === "rejeitado" ? (
              <Icon name="circle-x" aria-hidden className="size-5 text-danger-700" />
            ) : (
              <Icon name="clock" aria-hidden className="size-5 text-warn-800" />
            )}
            <span>
              OAB{profile.oabUf ? `/${profile.oabUf}` : ""} {profile.oab}
            </span>
            <span className="text-sm font-normal text-slate-700">
              ({OAB_STATUS_LABEL[profile.oabStatus]})
            </span>
          </p>
          {profile.oabStatus === "verificado" ? null : (
            <Alert
              tone={profile.oabStatus === "rejeitado" ? "danger" : "info"}
              role="none"
              className="mt-3"
            >
              {profile.oabStatus === "rejeitado"
                ? OAB_MSG.rejected(profile.oabMotivo)
                : OAB_MSG.pending}
            </Alert>
          )}
          {profile.whatsapp ? (
            <p className="mt-1 text-slate-700">WhatsApp {formatPhone(profile.whatsapp)}</p>
          ) : null}
          {/* Alerts of new cases are for verified lawyers (issue "lawyer's working day" item 4). */}
          {profile.oabStatus === "verificado" ? (
            <Link
              to="/alertas-revisaconecta"
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              Alertas de novos pedidos
            </Link>
          ) : null}
          <details className="group mt-4">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 underline-offset-2 hover:underline">
              Editar perfil
            </summary>
            <div className="mt-3">{form}</div>
          </details>
        </>
      )}
    </Card>
  );
}
