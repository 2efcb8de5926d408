import { useAtomValue } from 'jotai/react';
import { useDebouncedValue } from '../../../../../ui/debounced.ts';
import { useId, useMemo, useState } from 'react';
import { array, mixed, object, string } from 'yup';
import type { Activity } from '../../../../../api/activities.ts';
import { errorMessage } from '../../../../../api/errors.ts';
import type { InstalledSnap, SnapRelease, SnapTarget } from '../../../../../api/snaps.ts';
import { apiTime, effectiveZone, zonedToUtc } from '../../../../../lib/zoned-time.ts';
import { useServerAction } from '../../../../../ui/action/useServerAction.ts';
import { Button } from '../../../../../ui/button/Button.tsx';
import { DateTimeField, Form, RadioGroupField, SelectField, SubmitButton, TextField, useForm } from '../../../../../ui/form/index.ts';
import { ExternalLink } from '../../../../../ui/link/ExternalLink.tsx';
import { InlineNotification } from '../../../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../../../ui/placeholders.tsx';
import { ServerText } from '../../../../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../../../../ui/side-panel/useSidePanel.ts';
import { useDateDisplay } from '../../../../../ui/time/DateTime.tsx';
import { deliveryParams, deliverySchema, initialDelivery, type DeliveryValues } from '../../../delivery/delivery.ts';
import { DeliveryFields } from '../../../delivery/DeliveryFields.tsx';
import { snapAction } from './actions.ts';
import { createAvailableSnapsAtom, createReleasesAtom } from './queries.ts';
import type { SnapActionId } from './snap-list.ts';
import * as styles from './Snaps.css.ts';
import { SNAP_CLASSIC_URL, SNAP_TEXTS } from './texts.ts';

const T = SNAP_TEXTS.form;

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/** The snaps API's delivery parameters: its window is `deliver_after_window`. */
function snapDelivery(values: DeliveryValues, zone: string) {
  const { deliver_after, deliver_delay_window } = deliveryParams(values, zone);
  return { ...(deliver_after ? { deliver_after } : {}), ...(deliver_delay_window === undefined ? {} : { deliver_after_window: deliver_delay_window }) };
}

const releaseLabel = (release: SnapRelease) => `${release.channel} - ${release.architecture}`;

export interface SnapActionFormProps {
  readonly action: SnapActionId;
  readonly instanceId: number;
  readonly snaps: readonly InstalledSnap[];
  readonly openActivity: (activity: Activity) => void;
}

/**
 * The side panel of an action on installed snaps (screens §4.2): what it does, the hold's end
 * (indefinitely or a time in the user's zone), the release to switch to, and the delivery options.
 */
export function SnapActionForm({ action, instanceId, snaps, openActivity }: SnapActionFormProps) {
  const panel = useSidePanel();
  const zone = effectiveZone(useDateDisplay().timeZone);
  const { run } = useServerAction(snapAction, { onError: inForm });
  const single = snaps[0]!;
  const schema = useMemo(
    () =>
      object({
        ...deliverySchema(zone),
        hold: mixed<'forever' | 'date'>().oneOf(['forever', 'date']).required(),
        until: string().when('hold', ([hold], field) =>
          action === 'hold' && hold === 'date'
            ? field
                .required(T.untilInvalid)
                .test('valid', T.untilInvalid, (value) => !value || zonedToUtc(value, zone) !== null)
                .test('future', T.untilPast, (value) => {
                  const instant = value ? zonedToUtc(value, zone) : null;
                  return instant === null || instant > Date.now();
                })
            : field.notRequired(),
        ),
        channel: string().test('release', T.releaseRequired, (value) => action !== 'switch' || Boolean(value)),
      }),
    [zone, action],
  );
  const [initialValues] = useState(() => ({ ...initialDelivery(zone), hold: 'forever' as const, until: initialDelivery(zone).deliver_after, channel: '' }));
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const time = values.hold === 'date' && values.until ? apiTime(zonedToUtc(values.until, zone)!) : 'forever';
      const targets: SnapTarget[] = snaps.map((snap) => ({
        name: snap.snap.name,
        ...(action === 'hold' ? { time } : {}),
        ...(action === 'switch' ? { channel: values.channel ?? '' } : {}),
      }));
      const outcome = await run({ action, instanceId, snaps: targets, delivery: snapDelivery(values, zone), openActivity });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const label = SNAP_TEXTS.actions[action];
  const what = T.what(snaps.length, single.snap.name);
  const title = action === 'switch' ? T.switchTitle(single.snap.name) : T.title(label, single.snap.name, snaps.length);
  return (
    <Form form={form} className={styles.form} aria-label={title}>
      <p>{T[action](what)}</p>
      {action === 'switch' ? <ReleaseField form={form} instanceId={instanceId} name={single.snap.name} /> : null}
      {action === 'hold' ? (
        <>
          <RadioGroupField
            {...form.field('hold')}
            onValueChange={(value) => form.setValue('hold', value as 'forever' | 'date')}
            label={T.holdLabel}
            options={[
              { value: 'forever', label: T.indefinitely },
              { value: 'date', label: T.selectDate },
            ]}
          />
          {form.values.hold === 'date' ? <DateTimeField {...form.field('until')} label={T.until} required /> : null}
        </>
      ) : null}
      <DeliveryFields form={form} zone={zone} />
      <div className={styles.actions}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton appearance={action === 'remove' ? 'negative' : 'primary'} progressLabel={label}>
          {label}
        </SubmitButton>
      </div>
    </Form>
  );
}

interface ReleaseForm {
  readonly values: { readonly channel?: string | undefined };
  readonly errors: { readonly channel?: string | undefined };
  setValue(name: 'channel', value: string): void;
}

function ReleaseField({ form, instanceId, name }: { readonly form: ReleaseForm; readonly instanceId: number; readonly name: string }) {
  const releasesAtom = useMemo(() => createReleasesAtom(instanceId, name), [instanceId, name]);
  const releases = useAtomValue(releasesAtom);
  if (releases.isError) return <InlineNotification type="negative">{`${T.releasesFailed} ${errorMessage(releases.error)}`}</InlineNotification>;
  if (!releases.data) return <LoadingScreen />;
  return (
    <SelectField
      label={T.release}
      placeholder={T.selectRelease}
      value={form.values.channel ?? ''}
      onValueChange={(channel) => form.setValue('channel', channel)}
      error={form.errors.channel}
      options={[...new Map(releases.data.map((release) => [release.channel, release])).values()].map((release) => ({ value: release.channel, label: releaseLabel(release) }))}
      required
    />
  );
}

interface Chosen {
  readonly name: string;
  readonly channel: string;
}

export interface InstallSnapsFormProps {
  readonly instanceId: number;
  readonly openActivity: (activity: Activity) => void;
}

/** "Install snaps": find snaps by the start of their name, pick a release of each, add it, install them. */
export function InstallSnapsForm({ instanceId, openActivity }: InstallSnapsFormProps) {
  const I = SNAP_TEXTS.installForm;
  const panel = useSidePanel();
  const zone = effectiveZone(useDateDisplay().timeZone);
  const { run } = useServerAction(snapAction, { onError: inForm });
  const schema = useMemo(() => object({ ...deliverySchema(zone), snaps: array(mixed<Chosen>().required()).min(1, I.chooseOne).required(I.chooseOne) }), [zone]);
  const [initialValues] = useState(() => ({ ...initialDelivery(zone), snaps: [] as Chosen[] }));
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const outcome = await run({ action: 'install', instanceId, snaps: values.snaps, delivery: snapDelivery(values, zone), openActivity });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const chosen = (form.values.snaps ?? []) as Chosen[];
  const [picking, setPicking] = useState<string | null>(null);
  const chosenId = useId();
  return (
    <Form form={form} className={styles.form} aria-label={SNAP_TEXTS.installSnaps}>
      {picking ? (
        <PickRelease
          instanceId={instanceId}
          name={picking}
          onCancel={() => setPicking(null)}
          onAdd={(channel) => {
            form.setValue('snaps', [...chosen.filter((snap) => snap.name !== picking), { name: picking, channel }]);
            setPicking(null);
          }}
        />
      ) : (
        <StoreSearch instanceId={instanceId} onChoose={setPicking} />
      )}
      <section aria-labelledby={chosenId}>
        <h3 id={chosenId}>{I.chosen}</h3>
        <ul className={styles.list}>
          {chosen.map((snap) => (
            <li key={snap.name} className={styles.item}>
              <span>
                <ServerText text={snap.name} /> ({snap.channel})
              </span>
              <Button aria-label={I.remove(snap.name)} onClick={() => form.setValue('snaps', chosen.filter((item) => item.name !== snap.name))}>
                {I.removeButton}
              </Button>
            </li>
          ))}
        </ul>
        {form.errors.snaps ? <p role="alert">{form.errors.snaps}</p> : null}
      </section>
      <DeliveryFields form={form} zone={zone} />
      <div className={styles.actions}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={SNAP_TEXTS.installSnaps}>{SNAP_TEXTS.installSnaps}</SubmitButton>
      </div>
    </Form>
  );
}

function StoreSearch({ instanceId, onChoose }: { readonly instanceId: number; readonly onChoose: (name: string) => void }) {
  const I = SNAP_TEXTS.installForm;
  const [typed, setTyped] = useState('');
  const prefix = useDebouncedValue(typed.trim());
  const resultsAtom = useMemo(() => createAvailableSnapsAtom(instanceId, prefix), [instanceId, prefix]);
  const results = useAtomValue(resultsAtom);
  const foundId = useId();
  const help = prefix === '' ? I.minimum : results.data && results.data.length === 0 ? I.noneFound(prefix) : undefined;
  return (
    <>
      <TextField label={I.search} type="search" value={typed} onValueChange={setTyped} help={help} autoComplete="off" spellCheck={false} />
      {prefix !== '' && results.isError ? <InlineNotification type="negative">{`${I.searchFailed} ${errorMessage(results.error)}`}</InlineNotification> : null}
      {prefix !== '' && results.data && results.data.length > 0 ? (
        <>
        <h3 id={foundId}>{I.found}</h3>
        <ul className={styles.list} aria-labelledby={foundId}>
          {results.data.slice(0, 20).map((snap) => (
            <li key={snap.name} className={styles.item}>
              <span>
                <ServerText text={snap.name} />
                {snap.snap?.summary ? (
                  <>
                    {' — '}
                    <ServerText text={snap.snap.summary} />
                  </>
                ) : null}
              </span>
              <Button aria-label={I.choose(snap.name)} onClick={() => onChoose(snap.name)}>
                {I.add}
              </Button>
            </li>
          ))}
        </ul>
        </>
      ) : null}
    </>
  );
}

function PickRelease({ instanceId, name, onCancel, onAdd }: { readonly instanceId: number; readonly name: string; readonly onCancel: () => void; readonly onAdd: (channel: string) => void }) {
  const I = SNAP_TEXTS.installForm;
  const releasesAtom = useMemo(() => createReleasesAtom(instanceId, name), [instanceId, name]);
  const releases = useAtomValue(releasesAtom);
  const [channel, setChannel] = useState('latest/stable');
  const chosen = releases.data?.find((release) => release.channel === channel);
  return (
    <div className={styles.card}>
      <strong>
        <ServerText text={name} />
      </strong>
      {releases.isError ? <InlineNotification type="negative">{`${T.releasesFailed} ${errorMessage(releases.error)}`}</InlineNotification> : null}
      {!releases.data && !releases.isError ? <LoadingScreen /> : null}
      {releases.data ? (
        <SelectField
          label={I.release}
          value={channel}
          onValueChange={setChannel}
          options={[...new Map(releases.data.map((release) => [release.channel, release])).values()].map((release) => ({ value: release.channel, label: releaseLabel(release) }))}
        />
      ) : null}
      {chosen?.confinement === 'classic' ? (
        <InlineNotification type="caution">
          {I.classic} <ExternalLink href={SNAP_CLASSIC_URL}>{I.learnMore}</ExternalLink>
        </InlineNotification>
      ) : null}
      <div className={styles.buttons}>
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button appearance="primary" disabled={!releases.data} onClick={() => onAdd(channel)}>
          {I.add}
        </Button>
      </div>
    </div>
  );
}
