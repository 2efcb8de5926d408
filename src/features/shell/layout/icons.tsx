/** Decorative icons of the shell: hidden from assistive technology, coloured by the text. */
interface IconProps {
  readonly className?: string;
}

export function ChevronIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 5.5 8 11l6-5.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

export function ExternalIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M1 3h14M1 8h14M1 13h14" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
