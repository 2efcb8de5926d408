import { atom } from 'jotai/vanilla';
import { browserLocale, type DateDisplay } from '../lib/dates.ts';

/** The host's locale (the root's `locale` attribute), canonical; undefined: the browser's. */
export const hostLocaleAtom = atom<string | undefined>(undefined);

/** The host's IANA time zone (the root's `time-zone` attribute); undefined: the browser's. */
export const hostTimeZoneAtom = atom<string | undefined>(undefined);

/** How this store's elements show dates: the host's choice, else the browser's language and zone. */
export const dateDisplayAtom = atom<DateDisplay>((get) => ({
  locale: get(hostLocaleAtom) ?? browserLocale(),
  timeZone: get(hostTimeZoneAtom),
}));
