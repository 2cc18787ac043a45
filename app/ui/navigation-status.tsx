// A slim progress line while the next page loads; on admin pages it says the permissions are
// being checked ('Verificando permissões...', SPEC §2 "Admin panel") — the check runs on the server.
import { useNavigation } from "react-router";

export function NavigationStatus() {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !navigation.location) return null;
  const admin = navigation.location.pathname.startsWith("/admin");
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50">
      <div className="h-1 w-full animate-pulse bg-brand-600" />
      <span
        className={
          admin
            ? "absolute right-3 top-2 rounded-lg bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow"
            : "sr-only"
        }
      >
        {admin ? "Verificando permissões..." : "Carregando..."}
      </span>
    </div>
  );
}
