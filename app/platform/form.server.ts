// The server half of the form helper (issue 11 item 3): every action reads its body through
// readForm. request.formData() throws on text/plain, JSON, a missing content type or a truncated
// multipart body, and an action that lets it escape answers 500; here it becomes a 400 with a
// pt-BR message (the root error boundary shows it).
import { data } from "react-router";
import { FORM_UNREADABLE } from "./form";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** True when the request says it carries a form (the only bodies our actions take). */
export function isFormRequest(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return FORM_TYPES.includes(type);
}

/** The submitted form, or a thrown 400 response with a pt-BR message for any other body. */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormRequest(request)) throw data(FORM_UNREADABLE, { status: 400 });
  try {
    return await request.formData();
  } catch {
    throw data(FORM_UNREADABLE, { status: 400 });
  }
}

/** Like readForm, for actions that answer a broken body with their own form error: null. */
export async function readFormOrNull(request: Request): Promise<FormData | null> {
  if (!isFormRequest(request)) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
