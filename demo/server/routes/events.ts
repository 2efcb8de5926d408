/**
 * The event log (screens file §2): `GET events?days&search&limit&offset`, newest first. The events
 * are seeded (event-log.ts) and never change.
 */
import { ok, paginate } from '../http.ts';
import type { EventLog } from '../model.ts';
import { signedIn, type Route } from '../router.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The fields the table shows, searched for a part of any of them, ignoring case. */
const matchesSearch = (event: EventLog, needle: string): boolean =>
  [event.person_name, event.entity_type, event.entity_name, event.message].some((field) => field.toLowerCase().includes(needle));

export const eventRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^events$/,
    auth: 'bearer',
    handle: (ctx) => {
      const { org } = signedIn(ctx);
      // The last `days` days of the simulator's clock; without it, the whole log.
      const days = ctx.query.integer('days', { min: 1 });
      const search = (ctx.query.string('search', { trim: true }) ?? '').toLowerCase();
      const since = days === undefined ? -Infinity : Date.now() - days * DAY;
      const matches = org.events
        .filter((event) => Date.parse(event.creation_time) >= since && (search === '' || matchesSearch(event, search)))
        // Stored by id, which grows with creation_time: reversed, newest first (then the higher id).
        .reverse();
      return ok(paginate(matches, ctx.query, ctx.url));
    },
  },
];
