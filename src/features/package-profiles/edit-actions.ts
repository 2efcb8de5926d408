import { packageProfilesApi, type ConstraintBody, type PackageConstraint, type PackageProfile, type PackageProfileCreate, type PackageProfileEdit } from '../../api/package-profiles.ts';
import { isolate } from '../../lib/display-name.ts';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { ALL, packageProfileTitle } from './actions.ts';
import { PACKAGE_PROFILE_FORM_TEXTS as T } from './form-texts.ts';

/** What the forms, the details and the constraints editor ask the server (loaded with them). */

export const createPackageProfile: ServerAction<PackageProfileCreate, PackageProfile> = {
  run: ({ store }, body) => packageProfilesApi.create(store.api, body),
  invalidates: ALL,
  notice: (created) => ({ type: 'positive', title: T.form.added, message: T.form.addedMessage(isolate(packageProfileTitle(created))) }),
};

/** A duplicate: `POST packageprofiles` with `copy_from`, its notice naming the source (§2.5). */
export const duplicatePackageProfile: ServerAction<{ readonly source: PackageProfile; readonly body: PackageProfileCreate }, PackageProfile> = {
  run: ({ store }, { body }) => packageProfilesApi.create(store.api, body),
  invalidates: ALL,
  notice: (_created, { source }) => ({ type: 'positive', title: T.form.duplicated, message: T.form.duplicatedMessage(isolate(packageProfileTitle(source))) }),
};

/** `PUT packageprofiles/{name}`; the notice names the title it had (§2.4). */
export const savePackageProfile: ServerAction<{ readonly profile: PackageProfile; readonly body: PackageProfileEdit }, PackageProfile> = {
  run: ({ store }, { profile, body }) => packageProfilesApi.edit(store.api, profile.name, body),
  invalidates: ALL,
  notice: (_saved, { profile }) => ({ type: 'positive', title: T.form.saved, message: T.form.savedMessage(isolate(packageProfileTitle(profile))) }),
};

/**
 * `POST …/constraints` (§2.7.1). Its notice is shown by the add step once the editor is back in the
 * panel: opening the editor clears the notice showing.
 */
export const addConstraints: ServerAction<{ readonly profile: PackageProfile; readonly constraints: readonly ConstraintBody[] }, void> = {
  run: ({ store }, { profile, constraints }) => packageProfilesApi.addConstraints(store.api, profile.name, constraints),
  invalidates: ALL,
};

export const constraintsAddedNotice = (count: number) => ({ type: 'positive' as const, title: T.addConstraints.added, message: T.addConstraints.addedMessage(count) });

/** `PUT …/constraints/{id}`: every field, `""` included, so a rule goes back to "Any" (§2.7, 1.14 cannot). */
export const editConstraint: ServerAction<{ readonly profile: PackageProfile; readonly constraint: PackageConstraint; readonly body: ConstraintBody }, void> = {
  run: ({ store }, { profile, constraint, body }) => packageProfilesApi.editConstraint(store.api, profile.name, constraint.id, body),
  invalidates: ALL,
  notice: (_done, { profile }) => ({ type: 'positive', title: T.editor.updated, message: T.editor.updatedMessage(isolate(packageProfileTitle(profile))) }),
};

/** `DELETE …/constraints?constraint_ids=…`: the last ones too (clearing a profile works). */
export const removeConstraints: ServerAction<{ readonly profile: PackageProfile; readonly ids: readonly number[] }, void> = {
  run: ({ store }, { profile, ids }) => packageProfilesApi.removeConstraints(store.api, profile.name, ids),
  invalidates: ALL,
  notice: (_done, { profile, ids }) => ({
    type: 'positive',
    title: T.editor.removed(ids.length),
    message: T.editor.removedMessage(ids.length, isolate(packageProfileTitle(profile))),
  }),
};
