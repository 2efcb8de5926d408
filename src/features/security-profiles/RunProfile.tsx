import { useCallback } from 'react';
import type { SecurityProfile } from '../../api/security-profiles.ts';
import { ActionButton } from '../../ui/action/ActionButton.tsx';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { usePortalNavigate } from '../../ui/link/AppLink.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { runProfile } from './profile-actions.ts';
import { quotedName, SECURITY_PROFILE_TEXTS } from './texts.ts';

const T = SECURITY_PROFILE_TEXTS.runPanel;

export type RunnableProfile = Pick<SecurityProfile, 'id' | 'title' | 'mode'>;

/** The side panel's body before a run that applies fixes: what it does, then Run; closes after success. */
export function RunProfilePanel({ profile }: { readonly profile: RunnableProfile }) {
  const navigate = usePortalNavigate();
  const panel = useSidePanel();
  const { run, pending } = useServerAction(runProfile);
  async function start() {
    const outcome = await run({ profile, navigate });
    if (outcome.status === 'succeeded') panel.close();
  }
  return (
    <>
      <p>{T.body(profile.mode)}</p>
      <ol aria-label={T.stepsLabel}>
        {T.steps(profile.mode).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ActionButton appearance="primary" busy={pending} busyLabel={T.running} onClick={() => void start()}>
        {T.run}
      </ActionButton>
    </>
  );
}

/**
 * The Run row action (SPEC §4): an audit-only profile runs at once; a mode with fixes first opens
 * the confirmation side panel. `runningId` is the profile whose immediate run is in flight.
 */
export function useRunProfile() {
  const navigate = usePortalNavigate();
  const panel = useSidePanel();
  const { run, pending, input } = useServerAction(runProfile);
  const { open } = panel;
  const start = useCallback(
    (profile: RunnableProfile) => {
      if (profile.mode === 'audit') void run({ profile, navigate });
      else open({ key: `run-profile-${profile.id}`, title: T.title(quotedName(profile)), body: <RunProfilePanel profile={profile} /> });
    },
    [run, navigate, open],
  );
  return { run: start, pending, runningId: input?.profile.id };
}
