import type { ReactNode } from 'react';

/**
 * The navigation's icons: one 16px outline glyph per top-level item, drawn in `currentColor` so
 * they follow the text (also in forced-colours mode). Decorative: the label beside each one names it.
 */
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const GLYPHS = {
  overview: (
    <>
      <rect {...stroke} x="2" y="2" width="5" height="7" rx="1" />
      <rect {...stroke} x="9" y="2" width="5" height="4" rx="1" />
      <rect {...stroke} x="2" y="11" width="5" height="3" rx="1" />
      <rect {...stroke} x="9" y="8" width="5" height="6" rx="1" />
    </>
  ),
  instances: (
    <>
      <rect {...stroke} x="2" y="2.5" width="12" height="4.5" rx="1" />
      <rect {...stroke} x="2" y="9" width="12" height="4.5" rx="1" />
      <path {...stroke} d="M4.75 4.75h.5M4.75 11.25h.5" />
    </>
  ),
  activities: <path {...stroke} d="M1.5 8.5h3l2-5 3 9 2-4h3" />,
  scripts: (
    <>
      <rect {...stroke} x="1.5" y="2.5" width="13" height="11" rx="1.5" />
      <path {...stroke} d="m4.5 6 2 2-2 2M8 10.5h3.5" />
    </>
  ),
  eventsLog: (
    <>
      <path {...stroke} d="M3.5 1.75h6l3 3v9.5h-9z" />
      <path {...stroke} d="M9.5 1.75v3h3M5.75 8h4.5M5.75 11h4.5" />
    </>
  ),
  profiles: (
    <>
      <path {...stroke} d="M2 4h12M2 8h12M2 12h12" />
      <circle cx="5" cy="4" r="1.75" fill="currentColor" />
      <circle cx="11" cy="8" r="1.75" fill="currentColor" />
      <circle cx="7" cy="12" r="1.75" fill="currentColor" />
    </>
  ),
  repositories: (
    <>
      <path {...stroke} d="M2 3.5h12v3H2zM3 6.5v7h10v-7" />
      <path {...stroke} d="M6.5 9h3" />
    </>
  ),
  settings: (
    <>
      {/* The cog's six teeth: a thick ring cut into twelve equal dashes (circumference / 12). */}
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2.25" strokeDasharray="3.1416" />
      <circle {...stroke} cx="8" cy="8" r="4.25" />
      <circle {...stroke} cx="8" cy="8" r="1.75" />
    </>
  ),
  help: (
    <>
      <circle {...stroke} cx="8" cy="8" r="6.25" />
      <path {...stroke} d="M6.25 6.25a1.75 1.75 0 1 1 2.5 1.6c-.5.25-.75.6-.75 1.15v.5" />
      <circle cx="8" cy="11.5" r=".85" fill="currentColor" />
    </>
  ),
  account: (
    <>
      <circle {...stroke} cx="8" cy="5.25" r="2.75" />
      <path {...stroke} d="M2.75 14c.5-2.75 2.6-4.25 5.25-4.25S12.75 11.25 13.25 14" />
    </>
  ),
  alerts: (
    <>
      <path {...stroke} d="M3.5 11.5V7.25a4.5 4.5 0 0 1 9 0v4.25l1 1H2.5z" />
      <path {...stroke} d="M6.5 14h3" />
    </>
  ),
  signOut: (
    <>
      <path {...stroke} d="M9.5 2H3v12h6.5" />
      <path {...stroke} d="M7 8h7.5M12 5.5 14.5 8 12 10.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type NavIconName = keyof typeof GLYPHS;

export function NavIcon({ name, className }: { readonly name: NavIconName; readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden focusable={false}>
      {GLYPHS[name]}
    </svg>
  );
}
