export { default as ActivitiesRoute, EmbeddedActivities, type EmbeddedActivitiesProps } from './ActivitiesScreen.tsx';
export { ActivitiesView } from './ActivitiesView.tsx';
export { buildActivityQuery, appendTerm } from './query.ts';
export { activityKeys } from './queries.ts';
export { FILTERABLE_STATUSES, statusLabel } from './statuses.ts';
export { ACTIVITY_TEXTS, activityNotice } from './texts.ts';
