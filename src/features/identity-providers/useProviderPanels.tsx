import { useMemo } from 'react';
import type { SupportedProvider } from '../../api/identity-providers.ts';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import { ChooseProviderPanel } from './ChooseProviderPanel.tsx';
import { EditProviderPanel, ProviderForm, UbuntuOneForm } from './ProviderForm.tsx';
import { isolate } from '../../lib/display-name.ts';
import { providerName, UBUNTU_ONE, type IdentityProvider } from './providers.ts';
import { IDENTITY_PROVIDER_TEXTS as T } from './texts.ts';

export interface ProviderPanels {
  /** 'Choose an identity provider', whose choice opens the add form (its Back returns here, afresh). */
  readonly choose: () => void;
  /** 'Edit {name} provider': Ubuntu One's Enabled alone, or an OIDC provider's whole form. */
  readonly edit: (row: IdentityProvider) => void;
}

/** Opens the identity provider panels in this element's side panel; each open starts from fresh values. */
export function useProviderPanels(): ProviderPanels {
  const { open, replace } = useSidePanel();
  return useMemo(() => {
    const add = (provider: SupportedProvider) =>
      open({ title: T.form.addTitle(provider.provider_label), body: <ProviderForm kind="add" provider={provider} onBack={back} /> });
    const chooser = () => ({ title: T.choose.title, body: <ChooseProviderPanel onChoose={add} /> });
    const choose = () => open(chooser());
    // The form's Back leaves it on purpose, as its Cancel does: no question.
    const back = () => replace(chooser());
    const edit = (row: IdentityProvider) =>
      open({
        title: T.form.editTitle(isolate(providerName(row))),
        body: row.provider === UBUNTU_ONE ? <UbuntuOneForm row={row} /> : <EditProviderPanel row={row} />,
      });
    return { choose, edit };
  }, [open, replace]);
}
