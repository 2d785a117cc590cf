/** The "×" of every close button (notifications, dialogs, drawers); decorative, the button is labelled. */
export const CloseIcon = ({ size = 18 }: { readonly size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
