// Shows the root loader's one-time notice as a toast, once per notice.
import { useEffect, useRef } from "react";
import { useToast } from "~/ui/toast";
import type { Flash } from "~/platform/flash";

export function FlashToast({ flash }: { flash: Flash | null | undefined }) {
  const { toast } = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    toast({ title: flash.title, description: flash.description, variant: flash.variant });
  }, [flash, toast]);
  return null;
}
