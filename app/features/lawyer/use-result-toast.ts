// Lawyer-area errors are destructive toasts titled 'Erro' (SPEC §8); successes are default toasts.
// Shows a server result once, when it arrives.
import { useEffect, useRef } from "react";
import { useToast } from "~/ui/toast";
import { LAWYER_MSG } from "./messages";

export type ToastableResult =
  | { ok: true; toast?: { title: string; description?: string } }
  | { ok: false; error: string };

export function useResultToast(result: ToastableResult | undefined | null) {
  const { toast } = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (!result.ok)
      toast({ title: LAWYER_MSG.errorTitle, description: result.error, variant: "destructive" });
    else if (result.toast) toast(result.toast);
  }, [result, toast]);
}
