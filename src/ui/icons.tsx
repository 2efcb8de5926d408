/** Decorative icons: hidden from assistive technology, coloured by the text. */
interface IconProps {
  readonly className?: string;
}

const svgProps = { viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <path d="M2 5.5 8 11l6-5.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

export function ChevronLeftIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <path d="M10.5 2 5 8l5.5 6" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

export function ChevronRightIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <path d="M5.5 2 11 8l-5.5 6" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <path d="m3 3 10 10M13 3 3 13" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

export function CalendarIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <path d="M2.5 3.5h11v10h-11zM2.5 6.5h11M5.5 2v3M10.5 2v3" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <path d="m2.5 8.5 3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

export function ExternalIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <path d="M1 3h14M1 8h14M1 13h14" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

/** Three dots: "more actions". */
export function MoreIcon({ className }: IconProps) {
  return (
    <svg className={className} {...svgProps}>
      <circle cx="3" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="13" cy="8" r="1.5" fill="currentColor" />
    </svg>
  );
}
