// After the recalculation or the RMC/RCC conversion, the new figures sit below the form: on a phone
// they are out of sight. Like the calculator's result, their heading is brought into view and
// focused, so sight and screen readers both start there (issue "Journeys" item 6).
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/** Focuses the first heading inside the returned ref once a submission of one of `intents` settles. */
export function useResultFocus<T extends HTMLElement>(
  intents: readonly string[],
  /** False when the submission came back with errors: the form keeps the focus then. */
  succeeded: boolean,
) {
  const ref = useRef<T>(null);
  const navigation = useNavigation();
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") {
      const intent = navigation.formData?.get("intent");
      if (typeof intent === "string" && intents.includes(intent)) sent.current = true;
      return;
    }
    if (!sent.current) return;
    sent.current = false;
    if (!succeeded) return;
    const heading = ref.current?.querySelector<HTMLElement>("h2, h3");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.classList.add("scroll-mt-20", "outline-none");
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "start" });
  }, [navigation.state, navigation.formData, intents, succeeded]);
  return ref;
}
