export { default as ActivitiesRoute, EmbeddedActivities, type EmbeddedActivitiesProps } from './ActivitiesScreen.tsx';
export { ActivitiesView } from './ActivitiesView.tsx';
export { buildActivityQuery, appendTerm } from './query.ts';
export { activityKeys } from './queries.ts';
export { ACTIVITY_STATUS_LABELS, FILTERABLE_STATUSES } from './statuses.ts';
export { ACTIVITY_TEXTS, activityNotice } from './texts.ts';
