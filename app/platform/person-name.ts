// The one zod schema for a person's name field (sign-up, lawyer sign-up and profile, ask-a-lawyer,
// support): the rule and its messages are the domain's (~/domain/person-name, DESIGN §7.11).
import { z } from "zod";
import { PERSON_NAME_MAX, PERSON_NAME_MSG, personNameProblem } from "~/domain/person-name";

/** Spaces and tabs collapsed, ends trimmed (line breaks kept, so that the rule refuses them). */
export const collapseNameSpaces = (raw: string) => raw.replace(/[ \t\u00a0]+/g, " ").trim();

/** A required name; `requiredMessage` is the form's own text for a missing name. */
export function personNameSchema(requiredMessage: string = PERSON_NAME_MSG.required) {
  return (
    z
      .string({ error: requiredMessage })
      // The declared limit also keeps a longer value from being echoed back into the form.
      .max(PERSON_NAME_MAX, PERSON_NAME_MSG.tooLong)
      .transform(collapseNameSpaces)
      .superRefine((name, ctx) => {
        const problem = personNameProblem(name);
        if (problem)
          ctx.addIssue({
            code: "custom",
            message: problem === PERSON_NAME_MSG.required ? requiredMessage : problem,
          });
      })
  );
}
