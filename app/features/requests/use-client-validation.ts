// Runs a form's zod parser in the browser before it is sent: invalid → the submission stops, the
// errors show under the fields and the first invalid field gets focus. The server runs the same
// parser (and is the only check when JavaScript is off). The parser (and zod with it) is its own
// chunk, fetched once the page has rendered: the page's first load stays within its JS budget.
import { useCallback, useEffect, useState } from "react";
import type { LazyModule } from "~/platform/lazy-module";

type Parse<F extends string> = (
  form: FormData,
) => { ok: true } | { ok: false; errors: Partial<Record<F, string>> };

export function useClientValidation<F extends string>(parser: LazyModule<Parse<F>>) {
  const [clientErrors, setClientErrors] = useState<Partial<Record<F, string>> | null>(null);
  useEffect(() => {
    // A failed download is retried on submit.
    parser.load().catch(() => {});
  }, [parser]);

  /** Whether the form may be sent; shows the errors and focuses the first invalid field if not. */
  const validate = useCallback((form: HTMLFormElement, parse: Parse<F>) => {
    const result = parse(new FormData(form));
    if (result.ok) {
      setClientErrors(null);
      return true;
    }
    setClientErrors(result.errors);
    const invalid = Array.from(form.elements).find(
      (el): el is HTMLInputElement =>
        "name" in el && (el as HTMLInputElement).name in result.errors,
    );
    invalid?.focus();
    return false;
  }, []);

  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const parse = parser.current();
      if (parse) {
        if (!validate(form, parse)) event.preventDefault();
        return;
      }
      // Sent before the parser arrived: hold it, check once it has, then send it again (the
      // server checks anyway if the download fails).
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      parser.load().then(
        (loaded) => {
          if (validate(form, loaded)) form.requestSubmit(submitter);
        },
        () => form.submit(),
      );
    },
    [parser, validate],
  );
  return { clientErrors, onSubmit };
}
