import type { Activity } from '../../../../../api/activities.ts';
import { usersApi, type UserFields } from '../../../../../api/users.ts';
import type { ServerAction } from '../../../../../ui/action/useServerAction.ts';
import { activityKeys } from '../../../../activities/queries.ts';
import { userKeys } from './queries.ts';
import { USER_TEXTS as T } from './texts.ts';

interface UsersRequest {
  readonly instanceId: number;
  readonly usernames: readonly string[];
  readonly openActivity: (activity: Activity) => void;
}

const changed = (instanceId: number) => [userKeys.instance(instanceId), activityKeys.lists];

const view = (activity: Activity, openActivity: (activity: Activity) => void) => [{ label: T.notice.viewDetails, onClick: () => openActivity(activity) }];

/** Locks or unlocks users of the instance being viewed (screens §4.7); the notice says it is queued. */
export const lockUsers: ServerAction<UsersRequest & { readonly lock: boolean }, Activity> = {
  run: ({ store }, { instanceId, lock, usernames }) => usersApi.lock(store.api, instanceId, lock, usernames),
  invalidates: ({ instanceId }) => changed(instanceId),
  notice: (activity, { lock, usernames, openActivity }) => {
    const what = T.notice.what(usernames.length, usernames[0] ?? '');
    return { type: 'positive', title: lock ? T.notice.locked(what) : T.notice.unlocked(what), message: T.notice.queued, actions: view(activity, openActivity) };
  },
};

/** Deletes users, and their home folders when asked. */
export const deleteUsers: ServerAction<UsersRequest & { readonly deleteHome: boolean }, Activity> = {
  run: ({ store }, { instanceId, usernames, deleteHome }) => usersApi.remove(store.api, instanceId, usernames, deleteHome),
  invalidates: ({ instanceId }) => changed(instanceId),
  notice: (activity, { usernames, openActivity }) => ({
    type: 'positive',
    title: T.notice.removed(T.notice.what(usernames.length, usernames[0] ?? '')),
    message: T.notice.queued,
    actions: view(activity, openActivity),
  }),
};

export interface SaveUserRequest {
  readonly instanceId: number;
  readonly kind: 'add' | 'edit';
  readonly user: UserFields;
  /** Edit: the supplementary groups to join and to leave (by name; upstream sends the added ones for both). */
  readonly join?: readonly string[];
  readonly leave?: readonly string[];
  readonly openActivity: (activity: Activity) => void;
}

/** Adds a user, or saves one: its fields, then its group changes, each request once. */
export const saveUser: ServerAction<SaveUserRequest, Activity> = {
  run: async ({ store }, { instanceId, kind, user, join = [], leave = [] }) => {
    const activity = kind === 'add' ? await usersApi.create(store.api, instanceId, user) : await usersApi.update(store.api, instanceId, user);
    if (join.length > 0) await usersApi.changeGroups(store.api, instanceId, 'add', [user.username], join);
    if (leave.length > 0) await usersApi.changeGroups(store.api, instanceId, 'remove', [user.username], leave);
    return activity;
  },
  invalidates: ({ instanceId }) => changed(instanceId),
  notice: (activity, { kind, user, openActivity }) => ({
    type: 'positive',
    title: kind === 'add' ? T.notice.added(user.username) : T.notice.updated(user.username),
    message: T.notice.queued,
    actions: view(activity, openActivity),
  }),
};
