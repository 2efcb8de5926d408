import { useCallback, useMemo } from 'react';
import type { SecurityProfile } from '../../../api/security-profiles.ts';
import { lazyScreen } from '../../../ui/lazy-screen.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { PROFILE_FORM_TEXTS as T } from './texts.ts';
import { quotedName } from '../texts.ts';

/**
 * The form's code (with yup) loads when a form first opens, so the list's load carries none of it;
 * the side panel says 'Loading...' meanwhile. An add's subtitle ('Step 1 of 5') comes with the form,
 * which keeps it up to date.
 */
const ProfileForm = lazyScreen(() => import('./ProfileForm.tsx'), (module) => module.ProfileForm);

export interface ProfileFormOptions {
  /** Opened from the details panel: a "Back" button returns there. */
  readonly back?: () => void;
}

/**
 * Opens the security profile form in this element's side panel: an add in five steps, an edit or a
 * duplicate with every step on one page. Each open starts from fresh values.
 */
export function useProfileForm() {
  const { open } = useSidePanel();
  const add = useCallback(
    () => open({ title: T.panel.add, body: <ProfileForm kind="add" /> }),
    [open],
  );
  const edit = useCallback(
    (profile: SecurityProfile, options: ProfileFormOptions = {}) =>
      open({ title: T.panel.edit(quotedName(profile)), body: <ProfileForm kind="edit" profile={profile} back={options.back} /> }),
    [open],
  );
  const duplicate = useCallback(
    (profile: SecurityProfile, options: ProfileFormOptions = {}) =>
      open({ title: T.panel.duplicate(quotedName(profile)), body: <ProfileForm kind="duplicate" profile={profile} back={options.back} /> }),
    [open],
  );
  return useMemo(() => ({ add, edit, duplicate }), [add, edit, duplicate]);
}
