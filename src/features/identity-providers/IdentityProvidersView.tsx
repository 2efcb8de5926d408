import { useAtomValue } from 'jotai/react';
import { useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { useFocusRescue } from '../../ui/action/useFocusRescue.ts';
import { Button } from '../../ui/button/Button.tsx';
import { EmptyState } from '../../ui/empty-state/EmptyState.tsx';
import { firstTabbable } from '../../ui/focus.ts';
import { ListError, StatusLabel, Table, type Column } from '../../ui/list/index.ts';
import * as listStyles from '../../ui/list/ListScreen.css.ts';
import { ActionsMenu } from '../../ui/menu/ActionsMenu.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { inWidget } from '../../ui/widget/landmark.ts';
import { DeleteProviderModal } from './DeleteProviderModal.tsx';
import { ProviderIcon } from './icons.tsx';
import * as styles from './IdentityProviders.css.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { deleteUnavailableReason, providerName, type IdentityProvider } from './providers.ts';
import { identityProvidersQueryAtom } from './queries.ts';
import { IDENTITY_PROVIDER_TEXTS as T } from './texts.ts';
import type { ProviderPanels } from './useProviderPanels.tsx';

export interface IdentityProvidersViewProps {
  readonly panels: ProviderPanels;
  /**
   * The widget the view is in: its landmarks carry the name, and the view shows its own "Add identity
   * provider" (the portal's is in the page header).
   */
  readonly widgetName?: string | undefined;
}

/** The identity providers screen's body, shared by the portal route and the `landscape-identity-providers` element. */
export function IdentityProvidersView({ panels, widgetName }: IdentityProvidersViewProps) {
  const query = useAtomValue(identityProvidersQueryAtom);
  const [deleting, setDeleting] = useState<IdentityProvider | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // A deleted row takes its menu button with it: focus stays in the list rather than on the page.
  useFocusRescue(container, () => (container.current ? firstTabbable(container.current) : null));

  const columns: Column<IdentityProvider>[] = [
    {
      id: 'name',
      header: T.columns.name,
      minWidth: '10rem',
      cell: (row) => (
        <span className={styles.name}>
          <ProviderIcon provider={row.provider} className={styles.icon} />
          <ServerText text={providerName(row)} />
        </span>
      ),
    },
    {
      id: 'status',
      header: T.columns.status,
      wrap: 'never',
      cell: (row) => <StatusLabel label={row.enabled ? T.status.enabled : T.status.disabled} tone={row.enabled ? 'positive' : 'neutral'} />,
    },
    { id: 'provider', header: T.columns.provider, wrap: 'never', cell: (row) => <ServerText text={row.provider} /> },
    {
      id: 'actions',
      header: T.columns.actions,
      wrap: 'never',
      // In reach in a narrow element: the rest of the row scrolls under it.
      sticky: 'end',
      cell: (row) => {
        const reason = deleteUnavailableReason(query.data ?? [], row);
        return (
          <ActionsMenu
            label={T.actions.menu(providerName(row))}
            actions={[
              { label: T.actions.edit, accessibleName: T.actions.editName(providerName(row)), onSelect: () => panels.edit(row) },
              {
                label: T.actions.delete,
                accessibleName: T.actions.deleteName(providerName(row)),
                destructive: true,
                onSelect: () => setDeleting(row),
                ...(reason ? { disabled: true, disabledReason: reason } : {}),
              },
            ]}
          />
        );
      },
    },
  ];

  let body: ReactNode;
  if (query.isError) {
    body = <ListError title={T.loadFailed} message={errorMessage(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = <LoadingScreen />;
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        title={T.emptyState.title}
        text={T.emptyState.text}
        link={{ label: T.emptyState.link, href: T.emptyState.href }}
        action={{ label: T.add, onClick: panels.choose }}
      />
    );
  } else {
    body = (
      <>
        {widgetName ? (
          <div className={styles.toolbar} role="toolbar" aria-label={T.toolbar} part="toolbar">
            <Button appearance="primary" onClick={panels.choose}>
              {T.add}
            </Button>
          </div>
        ) : null}
        <Table<IdentityProvider>
          caption={T.tableCaption}
          columns={columns}
          rows={query.data}
          rowId={(row) => `${row.provider}-${row.id}`}
          empty={T.emptyState.title}
          regionLabel={widgetName ? inWidget(T.tableRegion, widgetName) : undefined}
        />
      </>
    );
  }

  return (
    <div ref={container} className={listStyles.screen}>
      {body}
      {deleting ? <DeleteProviderModal row={deleting} open onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
