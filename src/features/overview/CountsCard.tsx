import { CountList } from './CountList.tsx';
import { OverviewCard } from './OverviewCard.tsx';
import type { CardCounts } from './queries.ts';
import type { CountLabel } from './texts.ts';

export interface CountsCardProps<K extends string> {
  readonly title: string;
  readonly loadFailed: string;
  readonly link: { readonly label: string; readonly path: string };
  readonly counts: CardCounts<K>;
  readonly labels: Readonly<Record<K, CountLabel>>;
  /** The filtered list of a count's search. */
  readonly pathOf: (query: string) => string;
}

/** A card of counts, each a link to the list of what it counted. */
export function CountsCard<K extends string>({ title, loadFailed, link, counts, labels, pathOf }: CountsCardProps<K>) {
  return (
    <OverviewCard title={title} loadFailed={loadFailed} status={counts} link={link}>
      {(counted) => (
        <CountList
          items={counted.map((item) => ({ key: item.key, count: item.count, label: labels[item.key], path: pathOf(item.query) }))}
        />
      )}
    </OverviewCard>
  );
}
