/** The security profiles feature's pure pieces: texts, display rules, list declaration, queries, actions. */
export { profileActions, type ProfileAction, type ProfileActionId } from './actions.ts';
export {
  ACTIVE_PROFILE_LIMIT,
  SECURITY_PROFILE_INSTANCE_LIMIT,
  associatedInstances,
  benchmarkLabel,
  isOverLimit,
  isProfileLimitReached,
  modeLabel,
  passRateBreakdown,
  passRateInstancesQuery,
  passRateTooltip,
  profileInstancesQuery,
  profileStatus,
  tailoringFileName,
  type AssociatedInstancesView,
  type PassRateBreakdown,
  type PassRatePart,
  type ProfileDisplayStatus,
  type ProfileStatusView,
} from './display.ts';
export { overLimitCount, overLimitCountAtom, overLimitQueryAtom, OVER_LIMIT_PARAMS } from './over-limit.ts';
export {
  STATUS_FILTER_VALUES,
  statusFilterOptions,
  profileListRequest,
  securityProfileListParams,
  statusFilterLabel,
  type SecurityProfileListState,
  type StatusFilter,
} from './profile-list.ts';
export { securityProfileKeys, securityProfileListQuery } from './queries.ts';
export { BENCHMARK_LABELS, MODE_LABELS, SECURITY_PROFILE_TEXTS, instanceCount } from './texts.ts';
export { PassRateFilter, type PassRateFilterProps } from './PassRateFilter.tsx';
export { AssociatedCell, LastRunCell, ModeCell, PassRateCell, StatusCell, type ProfileCellProps } from './cells.tsx';
export { createProfileDetailAtom, fetchSecurityProfile } from './detail-query.ts';
export { PROFILE_DETAILS_TEXTS } from './texts.ts';
export {
  restartScheduleText,
  useProfileDetails,
  type ProfileDetailsActions,
  type ProfileDetailsProps,
} from './ProfileDetails.tsx';
export { ProfileDetails } from './ProfileDetailsPanel.tsx';
export {
  archiveProfile,
  runActivitiesPath,
  runProfile,
  type ArchiveProfileRequest,
  type RunProfileRequest,
} from './profile-actions.ts';
export { ArchiveProfileModal, type ArchiveProfileModalProps } from './ArchiveProfileModal.tsx';
export { RunProfilePanel, useRunProfile, type RunnableProfile } from './RunProfile.tsx';
