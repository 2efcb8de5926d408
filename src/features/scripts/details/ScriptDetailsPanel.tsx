import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo, useState } from 'react';
import { afterFirstPaint } from '../../../ui/lazy-piece.tsx';
import { accessGroupTitle } from '../../../api/access-groups.ts';
import { errorMessage } from '../../../api/errors.ts';
import type { Script, ScriptAttachment, ScriptVersionSummary } from '../../../api/scripts.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { defineListParams, page, pageOffset, pageSize } from '../../../lib/list-params.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { ReasonButton } from '../../../ui/button/ReasonButton.tsx';
import { CodeEditor } from '../../../ui/code-editor/index.ts';
import { Fact, Facts } from '../../../ui/facts/Facts.tsx';
import { ListError, StatusLabel, type Column } from '../../../ui/list/index.ts';
import * as listStyles from '../../../ui/list/ListScreen.css.ts';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { Tabs } from '../../../ui/tabs/Tabs.tsx';
import { UI_TEXTS } from '../../../ui/texts.ts';
import { useDateDisplay } from '../../../ui/time/DateTime.tsx';
import { ListResults, useInternalListState, useListQuery, usePendingChange } from '../../lists/index.ts';
import { accessGroupsQueryAtom } from '../../org-data/queries.ts';
import { scriptActions, type ScriptActionId } from '../actions.ts';
import { AttachmentDownload } from '../AttachmentDownload.tsx';
import { scriptText } from '../code.ts';
import { scriptDetailQuery, scriptVersionQuery, scriptVersionsQuery } from '../detail-queries.ts';
import { SCRIPT_TEXTS, scriptTitle } from '../texts.ts';
import { useRestoreVersion } from './restore-version.tsx';
import * as styles from './ScriptDetails.css.ts';

const T = SCRIPT_TEXTS.details;

export interface ScriptDetailsProps {
  /** The row the user picked: it shows until the server's answer arrives. */
  readonly script: Script;
  /** An action of the toolbar, with the script as now known. */
  readonly onAction: (id: ScriptActionId, script: Script) => void;
}

type DetailsTab = 'info' | 'code' | 'versions';

const TONES = { ACTIVE: 'positive', ARCHIVED: 'neutral', REDACTED: 'caution' } as const;

/** A server time in the user's locale with its zone; "{date}, by {name}". */
function useDates() {
  const dates = useDateDisplay();
  return useMemo(() => {
    const at = (time: string) => formatDateTime(time, dates) ?? time;
    return { at, by: (time: string, name: string | null | undefined) => T.dateBy(at(time), name || SCRIPT_TEXTS.unknownPerson) };
  }, [dates]);
}

const personName = (person: Script['last_edited_by']) => person?.name || SCRIPT_TEXTS.unknownPerson;

/**
 * §1.4: a script's details, fresh from the server under the row it was opened with. A deleted
 * (redacted) script shows only who deleted it and when; an archived one says so above its tabs; an
 * active one offers Run, Edit, Archive and Delete (each with its reason when unavailable).
 */
export function ScriptDetails({ script, onAction }: ScriptDetailsProps) {
  const { result } = useListQuery(scriptDetailQuery, script.id);
  const current = result.data ?? script;
  const dates = useDates();
  // The Code tab's editor loads while the panel is idle: its evaluation is no delay on the tab.
  useEffect(() => {
    void afterFirstPaint().then(() => CodeEditor.preload());
  }, []);
  const [tab, setTab] = useState<DetailsTab>('info');
  const [version, setVersion] = useState<number | null>(null);

  if (current.status === 'REDACTED') {
    return (
      <InlineNotification type="caution" title={T.redacted.title}>
        {' '}
        <ServerText text={T.redacted.body(personName(current.last_edited_by), dates.at(current.last_edited_at))} />
      </InlineNotification>
    );
  }
  if (version !== null) {
    return <VersionView script={current} versionNumber={version} onBack={() => setVersion(null)} />;
  }

  return (
    <div className={styles.details}>
      {result.isError ? <InlineNotification type="negative" title={T.loadFailed}>{' '}{errorMessage(result.error)}</InlineNotification> : null}
      {current.status === 'ARCHIVED' ? (
        <InlineNotification type="caution" title={T.archived.title}>
          {' '}
          <ServerText text={T.archived.body(personName(current.last_edited_by), dates.at(current.last_edited_at))} />
        </InlineNotification>
      ) : null}
      <div className={listStyles.toolbar} role="toolbar" aria-label={SCRIPT_TEXTS.actions.menu(scriptTitle(current))}>
        {scriptActions(current)
          .filter((action) => action.id !== 'view')
          .map((action) => (
            <ReasonButton
              key={action.id}
              reason={action.disabledReason}
              appearance={action.destructive ? 'negative' : undefined}
              aria-label={action.accessibleName}
              onClick={() => onAction(action.id, current)}
            >
              {action.label}
            </ReasonButton>
          ))}
      </div>
      <Tabs
        label={T.tabs.label}
        tabs={[
          { id: 'info', label: T.tabs.info },
          { id: 'code', label: T.tabs.code },
          { id: 'versions', label: T.tabs.versions },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'info' ? <InfoTab script={current} /> : null}
        {tab === 'code' ? <CodeTab script={current} loading={result.isPending} /> : null}
        {tab === 'versions' ? <VersionsTab script={current} onOpen={setVersion} /> : null}
      </Tabs>
    </div>
  );
}

function InfoTab({ script }: { readonly script: Script }) {
  const groups = useAtomValue(accessGroupsQueryAtom);
  const { by: dateBy } = useDates();
  const attachments = script.attachments ?? [];
  const profiles = script.script_profiles ?? [];
  return (
    <Facts>
      <Fact label={T.labels.name}>
        <ServerText text={script.title} fallback={UI_TEXTS.empty} />
      </Fact>
      <Fact label={T.labels.version}>{script.version_number}</Fact>
      <Fact label={T.labels.status}>
        <StatusLabel label={SCRIPT_TEXTS.status[script.status]} tone={TONES[script.status]} />
      </Fact>
      <Fact label={T.labels.accessGroup}>
        <ServerText text={accessGroupTitle(groups.data, script.access_group)} fallback={UI_TEXTS.empty} />
      </Fact>
      <Fact label={T.labels.created}>
        <ServerText text={dateBy(script.created_at, script.created_by?.name)} />
      </Fact>
      <Fact label={T.labels.lastModified}>
        <ServerText text={dateBy(script.last_edited_at, script.last_edited_by?.name)} />
      </Fact>
      <Fact label={T.labels.attachments}>
        {attachments.length === 0 ? (
          UI_TEXTS.empty
        ) : (
          <ul className={styles.attachments}>
            {attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentRow scriptId={script.id} attachment={attachment} />
              </li>
            ))}
          </ul>
        )}
      </Fact>
      <Fact label={T.labels.profiles}>
        {profiles.length === 0 ? UI_TEXTS.empty : <ServerText text={profiles.map((profile) => profile.title).join(', ')} />}
      </Fact>
    </Facts>
  );
}

function AttachmentRow({ scriptId, attachment }: { readonly scriptId: number; readonly attachment: ScriptAttachment }) {
  return (
    <span className={styles.attachment}>
      <ServerText text={attachment.filename} />
      <AttachmentDownload scriptId={scriptId} attachment={attachment} />
    </span>
  );
}

function CodeTab({ script, loading }: { readonly script: Script; readonly loading: boolean }) {
  // The list's row may lack the code; the server's answer has it.
  if (loading && script.code == null) return <LoadingScreen />;
  return (
    <section className={styles.code} aria-label={T.codePreview}>
      <h3 className={styles.heading}>{T.codePreview}</h3>
      <CodeEditor value={scriptText(script)} readOnly label={T.codePreview} wrap height={{ min: '12rem', max: '60vh' }} />
    </section>
  );
}

const versionListParams = defineListParams({ currentPage: page(), pageSize: pageSize() });

function VersionsTab({ script, onOpen }: { readonly script: Script; readonly onOpen: (versionNumber: number) => void }) {
  const list = useInternalListState(versionListParams, {}, {});
  const request = useMemo(() => ({ id: script.id, ...pageOffset(list.params) }), [script.id, list.params]);
  const { result, settled } = useListQuery(scriptVersionsQuery, request);
  const pending = usePendingChange(versionListParams, list.params, settled);
  const { by: dateBy } = useDates();
  const columns = useMemo<Column<ScriptVersionSummary>[]>(
    () => [
      {
        id: 'version',
        header: T.versions.version,
        wrap: 'never',
        cell: (row) => (
          <button type="button" className={listStyles.rowLink} aria-label={T.versions.openName(row.version_number)} onClick={() => onOpen(row.version_number)}>
            {row.version_number}
          </button>
        ),
      },
      { id: 'created', header: T.versions.created, cell: (row) => <ServerText text={dateBy(row.created_at, row.created_by?.name)} /> },
    ],
    [dateBy, onOpen],
  );
  return (
    <ListResults<ScriptVersionSummary>
      result={result}
      settled={settled}
      pending={pending}
      list={list}
      table={{ caption: T.versions.caption, columns, rowId: (row) => String(row.id), empty: UI_TEXTS.empty }}
      pagination={{ label: T.versions.pagination, pageSizeLabel: T.versions.pageSizeLabel }}
    />
  );
}

/** One version: its author and code, and (for an active script) "Use as new version". */
function VersionView({ script, versionNumber, onBack }: { readonly script: Script; readonly versionNumber: number; readonly onBack: () => void }) {
  const { result } = useListQuery(scriptVersionQuery, { id: script.id, versionNumber });
  const { by: dateBy } = useDates();
  const restore = useRestoreVersion(script, onBack);
  const { close } = useSidePanel();
  const version = result.data;
  return (
    <div className={styles.details}>
      <h3 className={styles.heading}>
        <ServerText text={version?.title ?? ''} fallback={T.versions.version} />
      </h3>
      {result.isError ? (
        <ListError title={T.versions.versionFailed} message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch?.()} />
      ) : null}
      {version ? (
        <>
          <Facts>
            <Fact label={T.versions.author}>
              <ServerText text={dateBy(version.created_at, version.creator_name)} />
            </Fact>
          </Facts>
          <section className={styles.code} aria-label={T.code}>
            <h4 className={styles.heading}>{T.code}</h4>
            <CodeEditor value={scriptText(version)} readOnly label={T.code} wrap height={{ min: '12rem', max: '60vh' }} />
          </section>
        </>
      ) : result.isPending ? (
        <LoadingScreen />
      ) : null}
      <div className={styles.buttons}>
        <Button onClick={onBack}>{T.versions.back}</Button>
        {script.status === 'ACTIVE' ? <Button onClick={close}>{T.versions.cancel}</Button> : null}
        {script.status === 'ACTIVE' && version ? (
          <Button onClick={() => restore.ask(version)}>
            {T.versions.useAsNew}
          </Button>
        ) : null}
      </div>
      {restore.modal}
    </div>
  );
}
