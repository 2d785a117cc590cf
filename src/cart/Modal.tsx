import { type ReactNode, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );

/**
 * A modal dialog on the native <dialog> (showModal): the rest of the page is inert, so focus stays
 * inside; Escape asks to close (onDismiss); focus goes back to where it was when the dialog leaves.
 * The dialog is open while it is mounted: the state decides, the component follows.
 */
export const Modal = ({
  labelledBy,
  describedBy,
  className,
  onDismiss,
  children,
  testId,
}: {
  readonly labelledBy: string;
  readonly describedBy?: string;
  readonly className: string;
  readonly onDismiss: () => void;
  readonly children: ReactNode;
  readonly testId?: string;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const leaving = useRef(false);
  const request = () => {
    if (!leaving.current) dismiss.current();
  };
  useEffect(() => {
    leaving.current = false;
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      leaving.current = true;
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        request();
      }}
      onClose={request}
      onKeyDown={(e) => {
        // Keeps Tab inside: past the last control back to the first, and the other way round
        // (a modal <dialog> alone lets focus leave for the browser's own controls).
        if (e.key !== "Tab" || !ref.current) return;
        const items = focusables(ref.current);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) dismisses.
        if (e.target === e.currentTarget) request();
      }}
    >
      {children}
    </dialog>
  );
};
