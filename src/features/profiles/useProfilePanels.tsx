import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ServerAction } from '../../ui/action/useServerAction.ts';
import { afterFirstPaint } from '../../ui/lazy-piece.tsx';
import { lazyScreen, WhenLoaded, type LazyComponent } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import type { SidePanelSize } from '../../state/side-panel.ts';
import type { RemoveTexts } from './ProfileDialogs.tsx';

/**
 * What every type can do with a profile; a type offers a part of it. `constraints` opens a type's
 * own editor of what the profile holds (package profiles' constraints).
 */
export type ProfileActionId = 'view' | 'edit' | 'duplicate' | 'remove' | 'constraints';

/** Which panel a profile action opens. */
export type ProfilePanelKind = 'details' | 'add' | 'edit' | 'duplicate';

/** A type's editor of what a profile holds, opened by the `constraints` action. */
export interface ProfileEditorProps<P> {
  readonly profile: P;
  /** Opened from the details: "Back" returns there. */
  readonly back?: (() => void) | undefined;
}

/** A type's form: add, edit or duplicate; opened from the details, Back returns there. */
export type ProfileFormProps<P> =
  | { readonly kind: 'add' }
  | { readonly kind: 'edit' | 'duplicate'; readonly profile: P; readonly back?: (() => void) | undefined };

/** A type's details panel body: it reads the profile fresh from the list, and offers the actions. */
export interface ProfileDetailsProps<P> {
  readonly profile: P;
  readonly onAction: (id: ProfileActionId, profile: P) => void;
}

export interface ProfilePanelsOptions<P> {
  /** The panel's key for a profile's details, e.g. `upgrade-profile-12`. */
  readonly key: (profile: P) => string;
  readonly title: (profile: P) => string;
  readonly details: LazyComponent<ProfileDetailsProps<P>>;
  readonly form: LazyComponent<ProfileFormProps<P>>;
  readonly panelTitles: { readonly add: string; readonly edit: (title: string) => string; readonly duplicate?: (title: string) => string };
  /** The removal's answer is not read. */
  readonly remove: { readonly texts: (profile: P) => RemoveTexts; readonly action: ServerAction<P, void> };
  /** A panel's width, `small` unless given (package profiles' add form and details are `medium`). */
  readonly sizes?: Partial<Record<ProfilePanelKind, SidePanelSize>>;
  /** The type's editor (the `constraints` action), in a panel of its own. */
  readonly editor?: { readonly title: (title: string) => string; readonly size?: SidePanelSize; readonly component: LazyComponent<ProfileEditorProps<P>> };
}

const RemoveModal = lazyScreen(() => import('./ProfileDialogs.tsx'), (module) => module.RemoveProfileModal);

function loaded(component: object, children: ReactNode) {
  return (
    <WhenLoaded component={component} fallback={<LoadingScreen />}>
      {children}
    </WhenLoaded>
  );
}

/**
 * Every profile action wherever it is offered (its row's menu, its details' toolbar): the details
 * and the forms in the side panel (their code loaded when first opened, the details' once the list
 * has painted), the removal confirmation returned as `modal`. The details panel's body is handed over
 * when it opens, so it reaches the handlers through a ref.
 */
export function useProfilePanels<P>(options: ProfilePanelsOptions<P>) {
  const { open } = useSidePanel();
  const [removing, setRemoving] = useState<P | null>(null);
  const perform = useRef<(id: ProfileActionId, profile: P, from?: 'details') => void>(() => undefined);
  const { details: Details, form: Form } = options;
  const size = (kind: ProfilePanelKind): SidePanelSize => options.sizes?.[kind] ?? 'small';

  useLayoutEffect(() => {
    void afterFirstPaint().then(() => {
      Details.preload();
      RemoveModal.preload();
    });
  }, [Details]);

  const details = useCallback(
    (profile: P) =>
      open({
        key: options.key(profile),
        title: options.title(profile),
        size: size('details'),
        body: loaded(Details, <Details profile={profile} onAction={(id, current) => perform.current(id, current, 'details')} />),
      }),
    // The options are the type's, fixed for the screen's life.
    [open, Details],
  );

  const add = useCallback(() => open({ title: options.panelTitles.add, size: size('add'), body: loaded(Form, <Form kind="add" />) }), [open, Form, options.panelTitles]);

  useLayoutEffect(() => {
    perform.current = (id, profile, from) => {
      const back = from === 'details' ? { back: () => details(profile) } : {};
      const title = options.title(profile);
      switch (id) {
        case 'view':
          return details(profile);
        case 'edit':
          return open({ title: options.panelTitles.edit(title), size: size('edit'), body: loaded(Form, <Form kind="edit" profile={profile} {...back} />) });
        case 'duplicate':
          return open({
            title: (options.panelTitles.duplicate ?? options.panelTitles.edit)(title),
            size: size('duplicate'),
            body: loaded(Form, <Form kind="duplicate" profile={profile} {...back} />),
          });
        case 'constraints': {
          const editor = options.editor;
          if (!editor) return;
          const Editor = editor.component;
          return open({ key: `${options.key(profile)}-editor`, title: editor.title(title), size: editor.size ?? 'small', body: loaded(Editor, <Editor profile={profile} {...back} />) });
        }
        case 'remove':
          return setRemoving(profile);
      }
    };
  });

  const modal = removing ? (
    <WhenLoaded component={RemoveModal} fallback={null}>
      <RemoveModal profile={removing} texts={options.remove.texts(removing)} action={options.remove.action as ServerAction<unknown, void>} onClose={() => setRemoving(null)} />
    </WhenLoaded>
  ) : null;

  return {
    perform: useCallback((id: ProfileActionId, profile: P) => perform.current(id, profile), []),
    details,
    add,
    modal,
  };
}
