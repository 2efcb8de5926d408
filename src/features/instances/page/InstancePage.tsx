import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useRouter } from 'wouter';
import { ApiError, errorMessage } from '../../../api/errors.ts';
import type { Instance } from '../../../api/instances.ts';
import { AppLink } from '../../../ui/link/AppLink.tsx';
import { ListError } from '../../../ui/list/index.ts';
import { Page, type Crumb } from '../../../ui/page/Page.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { instancePath, instancesPath } from '../../shell/paths.ts';
import { pageHeading } from '../../shell/screens/headings.ts';
import type { ScreenProps } from '../../shell/screens/types.ts';
import { canonicalInstancePath, instanceName } from './instance-page.ts';
import { InstanceBody, offeredTabs } from './InstanceBody.tsx';
import * as styles from './InstancePage.css.ts';
import { TabStateInAddress, useTabInAddress } from './tab-state.tsx';
import { createInstanceAtom } from './queries.ts';
import { INSTANCE_PAGE_TEXTS as T } from './texts.ts';

/** An instance id from the address, or null when the segment is not one. */
function parseInstanceId(segment: string): number | null {
  if (!/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The instance page (`instances/{id}`, and a WSL instance under its Windows host at
 * `instances/{id}/{childId}`): header, then the tabs its distributor offers, the tab in the address.
 */
export default function InstanceRoute({ route, params }: ScreenProps) {
  const requested = params['childInstanceId'] ?? params['instanceId'] ?? '';
  const id = parseInstanceId(requested);
  if (id === null) {
    return (
      <Page title={T.notFoundTitle} parents={route.parents}>
        <NotFound message={T.notAnId(requested)} />
      </Page>
    );
  }
  return <InstanceScreen id={id} route={route} params={params} />;
}

/**
 * Every state renders the same `Page`, so its heading (which the portal focuses on arrival) stays
 * the same element while the instance loads, fails or turns out not to exist.
 */
function InstanceScreen({ id, route, params }: ScreenProps & { readonly id: number }) {
  const instanceAtom = useMemo(() => createInstanceAtom(id), [id]);
  const query = useAtomValue(instanceAtom);
  useCanonicalPath(query.data);

  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Page title={T.notFoundTitle} parents={route.parents}>
        <NotFound message={errorMessage(query.error)} />
      </Page>
    );
  }
  if (query.data) {
    const instance = query.data;
    return (
      <Page title={instanceName(instance)} parents={crumbs(route.parents, instance)}>
        <TabStateInAddress value>
          <InstanceInAddress instance={instance} />
        </TabStateInAddress>
      </Page>
    );
  }
  const heading = pageHeading(route, params);
  return (
    <Page title={heading.title} parents={heading.parents}>
      {query.isError ? (
        <ListError title={T.loadFailed} message={errorMessage(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingScreen />
      )}
    </Page>
  );
}

/** The page with its tab in the address (`?tab=`), corrected to one the instance offers. */
function InstanceInAddress({ instance }: { readonly instance: Instance }) {
  const tabs = useMemo(() => offeredTabs(instance), [instance]);
  const [tab, showTab] = useTabInAddress(tabs);
  return <InstanceBody instance={instance} tabs={tabs} tab={tab} onTab={showTab} />;
}

/** The server's (or our) reason, and the way back to the list. */
function NotFound({ message }: { readonly message: string }) {
  return (
    <div className={styles.notFound}>
      <p className={styles.text}>{message}</p>
      <AppLink path={instancesPath()}>{T.backToInstances}</AppLink>
    </div>
  );
}

/** Instances, then a WSL instance's Windows host, as links. */
function crumbs(parents: readonly Crumb[] = [], instance: Instance): readonly Crumb[] {
  return instance.parent ? [...parents, { label: instanceName(instance.parent), path: instancePath(instance.parent.id) }] : parents;
}

/**
 * A WSL instance opened at `/instances/{id}`, or under another host than its own, moves to its place
 * under its host (and a host's to its own), keeping the tab: the breadcrumb then says where it is.
 */
function useCanonicalPath(instance: Instance | undefined) {
  const [path, navigate] = useLocation();
  const { base } = useRouter();
  const canonical = instance ? canonicalInstancePath(instance) : null;
  useEffect(() => {
    if (canonical === null || canonical === path) return;
    const { search, hash } = window.location;
    // `~`: an absolute address taken raw (a relative one is decoded, which would corrupt the query).
    navigate(`~${base}${canonical}${search}${hash}`, { replace: true });
  }, [canonical, path, base, navigate]);
}
