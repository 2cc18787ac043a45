// Logout buttons. Accounts (SPEC §4 "Consumer logout" / "Lawyer logout") wire them up.
import { Form } from "react-router";

export function LogoutButton() {
  return (
    <Form method="post" action="/sair">
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        Sair
      </button>
    </Form>
  );
}

export function LawyerLogoutButton() {
  return (
    <Form method="post" action="/sair?area=revisaconecta" reloadDocument>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-lg border border-white/30 px-3 text-sm font-semibold text-white hover:bg-white/10"
      >
        Sair
      </button>
    </Form>
  );
}
