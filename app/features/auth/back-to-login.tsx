// "Voltar para o login" under the auth cards (the lawyer's way back is the lawyer login).
import { Link } from "react-router";

export function BackToLogin({ lawyer = false }: { lawyer?: boolean }) {
  return (
    <Link
      to={lawyer ? "/auth-revisaconecta" : "/auth"}
      className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline"
    >
      Voltar para o login
    </Link>
  );
}
