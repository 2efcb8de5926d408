import type { JSX } from 'react';
import { providerIconKind, type ProviderIconKind } from './providers.ts';

/**
 * Each kind's shape, drawn inline in the text colour (no image request: the portal runs under a
 * strict CSP). The `<title>` is what a pointer's tooltip shows; the name beside the icon is what
 * assistive technology reads, so the icon itself is hidden from it.
 */
const ICONS: Readonly<Record<ProviderIconKind, { readonly title: string; readonly shape: JSX.Element }>> = {
  // Okta's ring.
  okta: { title: 'Okta', shape: <circle cx="8" cy="8" r="4.75" fill="none" stroke="currentColor" strokeWidth="2.5" /> },
  // Ubuntu's circle of friends.
  'ubuntu-one': {
    title: 'Ubuntu One',
    shape: (
      <>
        <circle cx="8" cy="8" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
        <circle cx="13.9" cy="8" r="1.7" fill="currentColor" />
        <circle cx="5.05" cy="13.1" r="1.7" fill="currentColor" />
        <circle cx="5.05" cy="2.9" r="1.7" fill="currentColor" />
      </>
    ),
  },
  // A key: the organisation's own sign-in.
  standalone: {
    title: 'Standalone OIDC',
    shape: <path d="M5 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM7.5 8H14.5M12 8v2.5M14.5 8v2" fill="none" stroke="currentColor" strokeWidth="1.5" />,
  },
  // Google's G.
  google: { title: 'Google', shape: <path d="M12.6 4.9A5.5 5.5 0 1 0 13.5 8.6H8.5" fill="none" stroke="currentColor" strokeWidth="2" /> },
  // An identity card.
  default: {
    title: 'Identity provider',
    shape: (
      <>
        <rect x="1.5" y="3" width="13" height="10" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.25" />
        <circle cx="5.5" cy="7" r="1.5" fill="currentColor" />
        <path d="M3.5 11c.4-1.1 1.1-1.6 2-1.6s1.6.5 2 1.6M9.5 6.5h3M9.5 9.5h3" fill="none" stroke="currentColor" strokeWidth="1.25" />
      </>
    ),
  },
};

export interface ProviderIconProps {
  /** The provider's slug (`okta`, `ubuntu-one`...): any other gets the default icon. */
  readonly provider: string;
  readonly className?: string;
}

/** A provider's icon (SPEC §3): okta, ubuntu-one, standalone and google have their own. */
export function ProviderIcon({ provider, className }: ProviderIconProps): JSX.Element {
  const icon = ICONS[providerIconKind(provider)];
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <title>{icon.title}</title>
      {icon.shape}
    </svg>
  );
}
