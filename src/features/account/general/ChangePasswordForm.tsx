import { useId, type JSX } from 'react';
import { object, string } from 'yup';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { CheckIcon, CloseIcon } from '../../../ui/icons.tsx';
import { Form, PasswordField, SubmitButton, useForm } from '../../../ui/form/index.ts';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { changePassword } from '../actions.ts';
import { visuallyHidden } from '../../../ui/list/shared.css.ts';
import * as styles from '../Account.css.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { passwordRules } from './password-rules.ts';

const T = ACCOUNT_TEXTS.password;

const schema = object({
  password: string().required(() => T.required),
  new_password: string()
    .required(() => T.required)
    .test('rules', (value, context) => {
      const broken = passwordRules(value ?? '').find((rule) => !rule.met);
      return broken ? context.createError({ message: T[broken.message] }) : true;
    }),
});

/**
 * Change password (admin-account.md §5.4; self-hosted): the current password and a new one, with the
 * four rules ticked as they are met. Both stay in the form (masked unless shown) and go only in the
 * request's body; the panel closes once the server said yes, and a refusal (a wrong current password)
 * shows its message here with both fields kept.
 */
export function ChangePasswordForm(): JSX.Element {
  const rulesId = useId();
  const panel = useSidePanel();
  const save = useServerAction(changePassword, { onError: () => undefined });
  const form = useForm({
    schema,
    initialValues: { password: '', new_password: '' },
    onSubmit: async (values) => {
      const outcome = await save.run({ password: values.password, new_password: values.new_password });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const next = form.field('new_password');
  const rules = passwordRules(next.value ?? '');
  // Unmet rules turn red once the field was left with a value that breaks one (§5.4).
  const judged = !!next.error && (next.value ?? '') !== '';
  return (
    <Form form={form} aria-label={T.formLabel}>
      <PasswordField {...form.field('password')} label={T.current} required autoComplete="current-password" spellCheck={false} />
      <PasswordField {...next} label={T.next} required autoComplete="new-password" spellCheck={false} />
      <p className={styles.rulesTitle} id={rulesId}>
        {T.mustContain}
      </p>
      <ul className={styles.rules} aria-labelledby={rulesId}>
        {rules.map((rule) => {
          const state = rule.met ? 'met' : judged ? 'unmet' : 'idle';
          return (
            <li key={rule.id} className={`${styles.rule} ${state === 'met' ? styles.ruleMet : state === 'unmet' ? styles.ruleUnmet : styles.ruleIdle}`}>
              {state === 'met' ? <CheckIcon /> : state === 'unmet' ? <CloseIcon /> : <span aria-hidden="true">•</span>}
              <span>
                {T.rules[rule.id]}
                <span className={visuallyHidden}>{`: ${rule.met ? T.met : T.unmet}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button onClick={panel.close}>{T.cancel}</Button>
        <SubmitButton progressLabel={T.saving}>{T.save}</SubmitButton>
      </div>
    </Form>
  );
}
