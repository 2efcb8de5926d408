import { useCallback, useEffect, type ReactNode } from 'react';
import type { SecurityProfile } from '../../api/security-profiles.ts';
import { afterFirstPaint } from '../../ui/lazy-piece.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { benchmarkLabel, modeLabel } from './display.ts';
import { PROFILE_DETAILS_TEXTS as T, profileName } from './texts.ts';

/** The details panel's body (ProfileDetailsPanel.tsx): its code loads after the list's first paint. */
const ProfileDetails = lazyScreen(() => import('./ProfileDetailsPanel.tsx'), (module) => module.ProfileDetails);

/** Renders the panel's actions for the profile as currently known (fresh data once it arrives). */
export type ProfileDetailsActions = (profile: SecurityProfile) => ReactNode;

export interface ProfileDetailsProps {
  /** The row the user picked: its id keys the query, and it shows until the server's answer arrives. */
  readonly profile: SecurityProfile;
  /** The actions toolbar, above the facts. */
  readonly actions?: ProfileDetailsActions;
}

/**
 * UPSTREAM-NOTES "Details panel": when the instances are restarted, only for 'audit-fix-restart'
 * (null otherwise): as soon as possible or after a delay, spread over a random window.
 */
export function restartScheduleText(profile: Pick<SecurityProfile, 'mode' | 'restart_deliver_delay' | 'restart_deliver_delay_window'>): string | null {
  if (profile.mode !== 'audit-fix-restart') return null;
  const delay = profile.restart_deliver_delay > 0 ? T.restart.delayed(profile.restart_deliver_delay) : T.restart.asSoonAsPossible;
  return profile.restart_deliver_delay_window > 0 ? `${delay}, ${T.restart.randomised(profile.restart_deliver_delay_window)}` : delay;
}

/**
 * Opens a profile's details in this element's side panel, titled with the profile's title. Keyed
 * by the id: opening another profile replaces the body, the same one keeps it.
 */
export function useProfileDetails(actions?: ProfileDetailsActions): (profile: SecurityProfile) => void {
  const sidePanel = useSidePanel();
  useEffect(() => {
    void afterFirstPaint().then(() => ProfileDetails.preload());
  }, []);
  return useCallback(
    (profile: SecurityProfile) =>
      sidePanel.open({
        key: `security-profile-${profile.id}`,
        title: profileName(profile),
        subtitle: T.subtitle(benchmarkLabel(profile.benchmark), modeLabel(profile.mode)),
        body: (
          <WhenLoaded component={ProfileDetails} fallback={<LoadingScreen />}>
            <ProfileDetails profile={profile} actions={actions} />
          </WhenLoaded>
        ),
      }),
    [sidePanel.open, actions],
  );
}
