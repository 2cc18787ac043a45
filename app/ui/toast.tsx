// Toasts per SPEC §3/§4/§9: one at a time, variants default and destructive (plus warning, for SPEC
// §8's "a warning" after a support message whose confirmation e-mail failed); a dismissed toast
// stays in state (closed) and is removed after 1,000,000 ms, as the spec's constant says.
import { Icon } from "./icons/icon";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_AUTO_CLOSE = 6_000;

export type ToastVariant = "default" | "destructive" | "warning";
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}
export type ToastInput = Omit<Toast, "id" | "open" | "variant"> & { variant?: ToastVariant };

interface ToastApi {
  toasts: Toast[];
  toast: (input: ToastInput) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
let counter = 0;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setToasts((all) => all.map((t) => (t.id === id ? { ...t, open: false } : t)));
    if (!timers.current.has(id)) {
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setToasts((all) => all.filter((t) => t.id !== id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }, []);

  const toast = useCallback((input: ToastInput) => {
    const id = String(++counter);
    const next: Toast = { id, open: true, variant: input.variant ?? "default", ...input };
    setToasts((all) => [next, ...all].slice(0, TOAST_LIMIT));
    return id;
  }, []);

  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const t of map.values()) clearTimeout(t);
    };
  }, []);

  const api = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast precisa de <ToastProvider>.");
  return api;
}

function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:bottom-auto sm:top-0 sm:items-end">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <ToastView key={t.id} toast={t} onClose={() => dismiss(t.id)} />
        ))}
    </div>
  );
}

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_AUTO_CLOSE);
    return () => clearTimeout(timer);
  }, [onClose]);
  const destructive = toast.variant === "destructive";
  const warning = toast.variant === "warning";
  const icon = destructive ? "circle-x" : warning ? "triangle-exclamation-point" : "circle-check";
  return (
    <div
      role={destructive || warning ? "alert" : "status"}
      aria-live={destructive || warning ? "assertive" : "polite"}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border py-3 pl-4 pr-1.5 shadow-xl ${
        destructive
          ? "border-danger-800 bg-danger-700 text-white"
          : warning
            ? "border-amber-300 bg-warn-50 text-slate-900"
            : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <Icon
        name={icon}
        aria-hidden
        className={`mt-0.5 size-5 shrink-0 ${destructive ? "text-white" : warning ? "text-warn-800" : "text-brand-700"}`}
      />
      <div className="flex-1 py-0.5">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className={`mt-1 text-sm ${destructive ? "text-white" : "text-slate-700"}`}>
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Fechar aviso"
        className={`-my-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${
          destructive
            ? "hover:bg-white/15"
            : "text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        }`}
      >
        <Icon name="x" aria-hidden className="size-5" />
      </button>
    </div>
  );
}
