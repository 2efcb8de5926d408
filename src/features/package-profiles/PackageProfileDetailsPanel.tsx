import type { PackageConstraint, PackageProfile } from '../../api/package-profiles.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Fact, FactsSection } from '../../ui/facts/Facts.tsx';
import { FilterChips, SearchBox, type Column } from '../../ui/list/index.ts';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { ListResults } from '../lists/index.ts';
import { AssociatedCell, TagsCell } from '../profiles/cells.tsx';
import { ComplianceCount } from '../profiles/compliance/ComplianceColumns.tsx';
import { ProfileDetailsFrame, TitleFacts } from '../profiles/ProfileDetails.tsx';
import type { ProfileDetailsProps } from '../profiles/useProfilePanels.tsx';
import { packageProfileActions, packageProfileTitle } from './actions.ts';
import { useConstraintList } from './constraint-list.ts';
import { kindLabel, noConstraintsText, versionText } from './constraints.ts';
import * as styles from './PackageProfiles.css.ts';
import { packageProfileListQuery } from './queries.ts';
import { PACKAGE_PROFILE_FORM_TEXTS } from './form-texts.ts';
import { PACKAGE_PROFILE_TEXTS } from './texts.ts';

const T = PACKAGE_PROFILE_FORM_TEXTS.details;
const C = PACKAGE_PROFILE_FORM_TEXTS.constraints;

const rowId = (row: PackageConstraint) => String(row.id);

const COLUMNS: readonly Column<PackageConstraint>[] = [
  { id: 'constraint', header: C.columns.constraint, wrap: 'never', cell: (row) => <ServerText text={kindLabel(row.constraint)} fallback={UI_TEXTS.empty} /> },
  { id: 'package', header: C.columns.package, minWidth: '10rem', cell: (row) => <ServerText text={row.package} fallback={UI_TEXTS.empty} /> },
  { id: 'version', header: C.columns.version, minWidth: '8rem', cell: (row) => <ServerText text={versionText(row)} fallback={UI_TEXTS.empty} /> },
];

/**
 * §2.6: Duplicate, Edit, Change package constraints and Remove; the name, description, access group,
 * tags, the instances it is associated with, pending on and not compliant on (each linked to them);
 * then its constraints, searched and paged on the server, with the button to change them.
 */
export function PackageProfileDetails({ profile, onAction }: ProfileDetailsProps<PackageProfile>) {
  return (
    <ProfileDetailsFrame<PackageProfile>
      profile={profile}
      query={packageProfileListQuery}
      same={(a, b) => a.id === b.id}
      title={packageProfileTitle}
      actions={packageProfileActions}
      onAction={onAction}
      gone={T.gone}
    >
      {(current) => (
        <>
          <TitleFacts profile={current} name={current.name}>
            <Fact label={T.description}>
              <ServerText text={current.description} fallback={UI_TEXTS.empty} />
            </Fact>
            <Fact label={T.tags}>
              <TagsCell profile={current} />
            </Fact>
            <Fact label={T.associatedTo}>
              <AssociatedCell type="package" profile={current} count={current.computers?.constrained.length} />
            </Fact>
            <Fact label={T.pendingOn}>
              <ComplianceCount type="package" id={current.id} computers={current.computers} state="pending" />
            </Fact>
            <Fact label={T.notCompliantOn}>
              <ComplianceCount type="package" id={current.id} computers={current.computers} state="non-compliant" />
            </Fact>
          </TitleFacts>
          <ConstraintsSection profile={current} onChange={() => onAction('constraints', current)} />
        </>
      )}
    </ProfileDetailsFrame>
  );
}

function ConstraintsSection({ profile, onChange }: { readonly profile: PackageProfile; readonly onChange: () => void }) {
  const { list, params, result, settled, pending, chips, clearAll, none } = useConstraintList(profile);
  return (
    <section className={styles.section} aria-label={T.constraints}>
      <FactsSection>{T.constraints}</FactsSection>
      <div className={styles.sectionBar}>
        <SearchBox label={T.searchLabel} landmarkLabel={T.searchLabel} onSubmit={(search) => list.setParams({ search })} />
        <Button onClick={onChange}>{PACKAGE_PROFILE_TEXTS.actions.constraints}</Button>
      </div>
      <FilterChips chips={chips} onClearAll={clearAll} />
      {none ? (
        <p className={styles.none}>{T.none}</p>
      ) : (
        <ListResults<PackageConstraint>
          result={result}
          settled={settled}
          pending={pending}
          list={list}
          table={{ caption: T.constraints, columns: COLUMNS, rowId, empty: noConstraintsText('', params.search.trim()) }}
          pagination={{ pageSizeLabel: T.pageSizeLabel, label: T.pagination }}
        />
      )}
    </section>
  );
}
