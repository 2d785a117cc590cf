/** The bin of every remove button; decorative, the button is labelled. */
export const TrashIcon = ({ size = 20 }: { readonly size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  </svg>
);
