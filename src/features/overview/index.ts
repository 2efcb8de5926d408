/** The overview (landing page): its route, and the pure pieces of what it counts. */
export { default as OverviewRoute } from './OverviewScreen.tsx';
export { INSTANCE_COUNTS, RECENT_DAYS, activityCounts, recentSince, type CountSpec } from './counts.ts';
export { overviewKeys } from './queries.ts';
export { OVERVIEW_TEXTS } from './texts.ts';
