export { default as InstancesRoute, EmbeddedInstances, type EmbeddedInstancesProps } from './InstancesScreen.tsx';
export { InstancesView } from './InstancesView.tsx';
export { instanceListParams, type InstanceListState } from './instance-list.ts';
export { buildInstanceQuery, instanceListRequest } from './query.ts';
export { instanceKeys, availabilityZonesQueryAtom } from './queries.ts';
export { instanceStatus, STATUS_FILTERS, type StatusFilter } from './status.ts';
export { INSTANCE_TEXTS } from './texts.ts';
