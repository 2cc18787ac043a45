// Runs a form's zod parser in the browser before it is sent: invalid → the submission stops, the
// errors show under the fields and the first invalid field gets focus. The server runs the same
// parser (and is the only check when JavaScript is off).
import { useCallback, useState } from "react";

type Parse<F extends string> = (
  form: FormData,
) => { ok: true } | { ok: false; errors: Partial<Record<F, string>> };

export function useClientValidation<F extends string>(parse: Parse<F>) {
  const [clientErrors, setClientErrors] = useState<Partial<Record<F, string>> | null>(null);
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const result = parse(new FormData(form));
      if (result.ok) {
        setClientErrors(null);
        return;
      }
      event.preventDefault();
      setClientErrors(result.errors);
      const invalid = Array.from(form.elements).find(
        (el): el is HTMLInputElement =>
          "name" in el && (el as HTMLInputElement).name in result.errors,
      );
      invalid?.focus();
    },
    [parse],
  );
  return { clientErrors, onSubmit };
}
