// A password input with a show/hide button (SPEC §2: "The password field has a show/hide button").
import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { TextField, type TextFieldProps } from "~/ui/text-field";

export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "Ocultar senha" : "Mostrar senha"}
          aria-pressed={visible}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? (
            <Icon name="eye-off" aria-hidden className="size-5" />
          ) : (
            <Icon name="eye" aria-hidden className="size-5" />
          )}
        </button>
      }
    />
  );
}
