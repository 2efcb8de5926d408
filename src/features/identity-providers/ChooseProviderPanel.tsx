import { useAtomValue } from 'jotai/react';
import { errorMessage } from '../../api/errors.ts';
import type { SupportedProvider } from '../../api/identity-providers.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ListError } from '../../ui/list/ListError.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ProviderIcon } from './icons.tsx';
import * as styles from './IdentityProviders.css.ts';
import { choosableProviders } from './providers.ts';
import { supportedProvidersQueryAtom } from './queries.ts';
import { IDENTITY_PROVIDER_TEXTS } from './texts.ts';

const T = IDENTITY_PROVIDER_TEXTS.choose;

export interface ChooseProviderPanelProps {
  readonly onChoose: (provider: SupportedProvider) => void;
}

/** The body of 'Choose an identity provider': a button for each kind the server supports but Ubuntu One. */
export function ChooseProviderPanel({ onChoose }: ChooseProviderPanelProps) {
  const query = useAtomValue(supportedProvidersQueryAtom);
  if (query.isError) {
    return <ListError title={T.loadFailed} message={errorMessage(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingScreen />;
  const providers = choosableProviders(query.data);
  return (
    <>
      {providers.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <ul className={styles.choices} aria-label={T.list}>
          {providers.map((provider) => (
            <li key={provider.provider_slug}>
              <button type="button" className={styles.choice} onClick={() => onChoose(provider)}>
                <ProviderIcon provider={provider.provider_slug} className={styles.icon} />
                <span>{provider.provider_label}</span>
                <ChevronRightIcon className={styles.chevron} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>{T.footer}</p>
    </>
  );
}
