// Modal dialog on the native <dialog> + showModal(): the page behind becomes inert and the
// top layer handles stacking. On top of that we add what the platform leaves to us: Tab wraps
// inside the dialog, Escape and a backdrop click call onClose (the parent owns `open`), and
// focus goes back to the element that opened it.
import { Icon } from "./icons/icon";
import { useEffect, useId, useRef } from "react";
import { Button, type ButtonVariant } from "./button";
import { cx } from "./cx";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute("inert") && el.getClientRects().length > 0,
  );
}

export interface DialogProps {
  open: boolean;
  /** Called for Escape, a backdrop click and the close (X) button. */
  onClose: () => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Action buttons, laid out at the bottom (stacked on phones). */
  footer?: React.ReactNode;
  size?: "sm" | "md" | "lg";
  /** Label of the X button (default "Fechar"). */
  closeLabel?: string;
  /** Escape and backdrop do nothing while true (e.g. while a request runs). */
  dismissable?: boolean;
}

/** Gives the page its scroll back, if this dialog is the one that took it. */
function unlockScroll(locked: { current: boolean }) {
  if (!locked.current) return;
  locked.current = false;
  document.documentElement.style.overflow = "";
}

/**
 * Scroll back and focus back on the opener. Runs as soon as the dialog closes (the native `close`
 * event comes a task later), and again from that event: the second call finds nothing to do.
 */
function restoreAfterClose(locked: { current: boolean }, opener: { current: HTMLElement | null }) {
  unlockScroll(locked);
  const target = opener.current;
  opener.current = null;
  if (target?.isConnected) target.focus();
}

const SIZES = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" } as const;

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
  closeLabel = "Fechar",
  dismissable = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  // Whether this dialog holds the page's scroll lock (so closing one never unlocks another's).
  const locked = useRef(false);
  // Latest callbacks without re-running the open/close effect.
  const latest = useRef({ onClose, dismissable, open });
  latest.current = { onClose, dismissable, open };
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Focus the first field or button, not the X button, when there is one. Never an embedded
      // frame: keys typed inside it don't reach this page, so Escape could not close the dialog.
      const candidates = focusables(dialog).filter((el) => el.tagName !== "IFRAME");
      const first = candidates.find((el) => !el.dataset.dialogClose) ?? candidates[0];
      first?.focus();
      document.documentElement.style.overflow = "hidden";
      locked.current = true;
    } else if (!open && dialog.open) {
      dialog.close();
      restoreAfterClose(locked, opener);
    }
  }, [open]);

  // Unmounting while open must not leave the page locked.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      unlockScroll(locked);
    };
  }, []);

  function handleNativeClose() {
    restoreAfterClose(locked, opener);
    // The browser may close the dialog by itself (e.g. a repeated Escape): keep the parent in sync.
    if (latest.current.open) latest.current.onClose();
  }

  function handleCancel(event: React.SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    if (latest.current.dismissable) latest.current.onClose();
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !ref.current) return;
    const items = focusables(ref.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      // A click whose press and release both land on the <dialog> itself is on the backdrop:
      // the content fills the dialog box, so clicks inside it target the content.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (
          pressedOnBackdrop.current &&
          event.target === event.currentTarget &&
          latest.current.dismissable
        ) {
          latest.current.onClose();
        }
        pressedOnBackdrop.current = false;
      }}
      className={cx(
        "m-auto w-[calc(100%-2rem)] max-h-[calc(100dvh-2rem)] overflow-visible rounded-2xl bg-transparent p-0 text-slate-900",
        "backdrop:bg-slate-950/55 backdrop:backdrop-blur-[2px]",
        SIZES[size],
      )}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl">
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 pb-4 pt-5 sm:px-6">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            data-dialog-close="true"
            onClick={() => latest.current.onClose()}
            aria-label={closeLabel}
            className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <Icon name="x" aria-hidden className="size-5" />
          </button>
        </div>
        {children ? (
          <div className="overflow-y-auto px-5 py-4 text-slate-700 sm:px-6">{children}</div>
        ) : null}
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** "danger" for irreversible actions (delete account). */
  confirmVariant?: ButtonVariant;
  loading?: boolean;
  loadingText?: string;
}

/** A yes/no question: cancel on the left (or below on phones), the action on the right. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = "Cancelar",
  confirmVariant = "primary",
  loading = false,
  loadingText,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      dismissable={!loading}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            loading={loading}
            loadingText={loadingText}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
