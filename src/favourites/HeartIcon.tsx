/** A heart, filled when `filled`; decorative (the control around it carries the name). */
export const HeartIcon = ({ filled, size = 22 }: { readonly filled: boolean; readonly size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.6 8.4 3.4 4.5 7.2 4.5c2.1 0 3.6 1.2 4.8 2.9 1.2-1.7 2.7-2.9 4.8-2.9 3.8 0 5.6 3.9 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);
