// Shows the root loader's one-time notice as a toast, once per notice.
import { useToast } from "~/ui/toast";
import type { Flash } from "~/platform/flash";
import { useOncePerResult } from "~/platform/use-once-per-result";

export function FlashToast({ flash }: { flash: Flash | null | undefined }) {
  const { toast } = useToast();
  useOncePerResult(
    flash,
    ({ title, description, variant }) => toast({ title, description, variant }),
    ({ id }) => id,
  );
  return null;
}
