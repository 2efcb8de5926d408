import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';
import { errorMessage } from '../../api/errors.ts';
import { usePanelChanges } from '../side-panel/panel-changes.ts';

/** The form's values: one entry per field, keyed by field name. */
export type FormValues = Record<string, unknown>;

/** Values while being edited: any field may still be empty (a required number before it is typed). */
export type Draft<V extends FormValues> = { [K in keyof V]: V[K] | undefined };

export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** What a field component needs from the form: spread it onto the component (`{...form.field('email')}`). */
export interface FieldBinding<T> {
  readonly name: string;
  readonly value: T;
  readonly onValueChange: (value: T) => void;
  /** Marks the field left (its error shows), unless focus went to a submit button (see leavingForSubmit). */
  readonly onBlur: (event?: { readonly relatedTarget: EventTarget | null }) => void;
  /** Shown once the field was left or the form was submitted. */
  readonly error: string | undefined;
  /** Lets the form focus the first invalid field on submit. */
  readonly ref: (element: HTMLElement | null) => void;
}

export interface FormApi<V extends FormValues> {
  readonly values: Draft<V>;
  readonly setValue: <K extends keyof V & string>(name: K, value: V[K] | undefined) => void;
  readonly field: <K extends keyof V & string>(name: K) => FieldBinding<V[K] | undefined>;
  /** The errors a person is shown: of fields left, or of every field after a submit. */
  readonly errors: FieldErrors<V>;
  /** True when the current schema accepts the values (whether or not the errors are shown yet). */
  readonly valid: boolean;
  /** The `<form onSubmit>` handler: validates, focuses the first invalid field, or calls onSubmit once. */
  readonly submit: (event?: FormEvent) => Promise<void>;
  readonly submitting: boolean;
  /** The message of the last failed onSubmit, shown at the top of the form. */
  readonly serverError: string | undefined;
  readonly setServerError: (message: string | undefined) => void;
  /**
   * Validates now and shows every error, focusing the first invalid field; the cast values when
   * valid, else undefined. For actions that are not the submit, such as a stepped form's Next.
   */
  readonly check: () => Promise<V | undefined>;
  /** Hides the errors again until fields are left or the form is submitted (e.g. on a new step). */
  readonly hideErrors: () => void;
  /** Back to the initial values, nothing shown. */
  readonly reset: () => void;
}

export interface UseFormOptions<S extends AnyObjectSchema> {
  readonly schema: S;
  readonly initialValues: Draft<InferType<S>>;
  /** Throwing shows the error's message in the form; the values stay as they are. */
  readonly onSubmit: (values: InferType<S>) => Promise<unknown>;
}

let pointerPressed = false;
let watchingPointer = false;

/** Whether a mouse button (or finger) is down right now; listens once per page, from the first form on. */
function watchPointer(): void {
  if (watchingPointer) return;
  watchingPointer = true;
  const set = (pressed: boolean) => () => {
    pointerPressed = pressed;
  };
  document.addEventListener('pointerdown', set(true), true);
  document.addEventListener('pointerup', set(false), true);
  document.addEventListener('pointercancel', set(false), true);
}

/**
 * Focus left a field because a submit button is being pressed (focus moves on mousedown). Showing the
 * field's error then would push the button down before mouseup, and the click would miss it; the
 * submit shows every error anyway. Tabbing to the button still shows the error at once.
 */
function leavingForSubmit(next: EventTarget | null): boolean {
  return pointerPressed && (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) && next.type === 'submit';
}

/**
 * What a form checks its values with: a yup schema, or anything that validates the same way (all
 * errors at once, thrown as a ValidationError: `name`, `inner` with each `path` and `message`). The
 * sign-in form checks its two fields without yup (auth/schema.ts): yup is no part of its page's load.
 */
export interface FormSchema<V> {
  validate(values: unknown, options: { readonly abortEarly: false }): Promise<V>;
}

/** The failure a FormSchema throws, as yup's ValidationError is shaped (checked by shape: yup is not loaded here). */
export interface FormValidationError {
  readonly name: 'ValidationError';
  readonly path?: string | undefined;
  readonly message: string;
  readonly inner: readonly { readonly path?: string | undefined; readonly message: string }[];
}

function isValidationError(error: unknown): error is FormValidationError {
  return error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as Partial<FormValidationError>).inner);
}

/** Every message of a validation failure, the first per field path. */
function errorsOf<V extends FormValues>(error: FormValidationError): FieldErrors<V> {
  const found: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    if (inner.path && !(inner.path in found)) found[inner.path] = inner.message;
  }
  return found as FieldErrors<V>;
}

async function validate<V extends FormValues>(
  schema: FormSchema<unknown>,
  values: Draft<V>,
): Promise<{ values: V; errors?: never } | { values?: never; errors: FieldErrors<V> }> {
  try {
    return { values: (await schema.validate(values, { abortEarly: false })) as V };
  } catch (error) {
    if (isValidationError(error)) return { errors: errorsOf<V>(error) };
    throw error;
  }
}

/** The invalid field that comes first in the document. */
function firstInDocument(elements: readonly HTMLElement[]): HTMLElement | undefined {
  return [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

/** One form over a yup schema. See `useFormWith` for forms whose schema changes (stepped forms). */
export function useForm<S extends AnyObjectSchema>(options: UseFormOptions<S>): FormApi<InferType<S>>;
/** One form over a schema of another kind (FormSchema), typed by its values. */
export function useForm<V extends FormValues>(options: {
  readonly schema: FormSchema<V>;
  readonly initialValues: Draft<V>;
  readonly onSubmit: (values: V) => Promise<unknown>;
}): FormApi<V>;
export function useForm({
  schema,
  initialValues,
  onSubmit,
}: {
  readonly schema: FormSchema<unknown>;
  readonly initialValues: Draft<FormValues>;
  readonly onSubmit: (values: never) => Promise<unknown>;
}): FormApi<FormValues> {
  return useFormWith<FormValues>(schema, initialValues, onSubmit as (values: FormValues) => Promise<unknown>);
}

/**
 * The form logic with the values' type given apart from the schema, so the schema may change
 * between renders (a stepped form validates one step at a time). Keep `schema` stable across
 * renders when it does not change: it is an effect dependency.
 */
export function useFormWith<V extends FormValues>(
  schema: FormSchema<unknown>,
  initialValues: Draft<V>,
  onSubmit: (values: V) => Promise<unknown>,
): FormApi<V> {
  const [values, setValues] = useState<Draft<V>>(initialValues);
  useEffect(watchPointer, []);
  // The last validation's errors, and what they were found for: `valid` must not report a result of
  // other values or of another step's schema.
  const [validated, setValidated] = useState<{ schema: FormSchema<unknown>; values: Draft<V>; errors: FieldErrors<V> }>();
  const allErrors = validated?.errors;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string>();
  // A ref, not state: a second submit in the same tick must see the first one.
  const inFlight = useRef(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const initial = useRef(initialValues);
  const latest = useRef({ values, schema, onSubmit });
  latest.current = { values, schema, onSubmit };
  // Values other than those it started with: a side panel around asks before throwing them away.
  const changed = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial.current), [values]);
  usePanelChanges(changed);

  useEffect(() => {
    let current = true;
    void validate<V>(schema, values).then((result) => {
      if (current) setValidated({ schema, values, errors: result.errors ?? {} });
    });
    return () => {
      current = false;
    };
  }, [schema, values]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K] | undefined) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const focusFirst = useCallback((errors: FieldErrors<V>) => {
    const invalid = Object.keys(errors)
      .map((name) => elements.current.get(name))
      .filter((element): element is HTMLElement => element !== undefined);
    firstInDocument(invalid)?.focus();
  }, []);

  const check = useCallback(async (): Promise<V | undefined> => {
    const { schema: checkedSchema, values: checkedValues } = latest.current;
    const result = await validate<V>(checkedSchema, checkedValues);
    setRevealed(true);
    setValidated({ schema: checkedSchema, values: checkedValues, errors: result.errors ?? {} });
    if (result.errors) {
      focusFirst(result.errors);
      return undefined;
    }
    return result.values;
  }, [focusFirst]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const checked = await check();
        if (!checked) return;
        setServerError(undefined);
        setSubmitting(true);
        await latest.current.onSubmit(checked);
      } catch (error) {
        setServerError(errorMessage(error));
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [check],
  );

  const field = useCallback(
    <K extends keyof V & string>(name: K): FieldBinding<V[K] | undefined> => {
      let ref = refCallbacks.current.get(name);
      if (!ref) {
        ref = (element) => {
          if (element) elements.current.set(name, element);
          else elements.current.delete(name);
        };
        refCallbacks.current.set(name, ref);
      }
      const shown = revealed || touched.has(name);
      return {
        name,
        value: values[name],
        onValueChange: (value) => setValue(name, value),
        onBlur: (event) => {
          if (leavingForSubmit(event?.relatedTarget ?? null)) return;
          setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
        },
        error: shown ? allErrors?.[name] : undefined,
        ref,
      };
    },
    [allErrors, revealed, setValue, touched, values],
  );

  const errors = useMemo(() => {
    const shown: FieldErrors<V> = {};
    for (const [name, message] of Object.entries(allErrors ?? {}) as [keyof V & string, string][]) {
      if (revealed || touched.has(name)) shown[name] = message;
    }
    return shown;
  }, [allErrors, revealed, touched]);

  const hideErrors = useCallback(() => {
    setRevealed(false);
    setTouched(new Set());
  }, []);

  const reset = useCallback(() => {
    setValues(initial.current);
    hideErrors();
    setServerError(undefined);
  }, [hideErrors]);

  return {
    values,
    setValue,
    field,
    errors,
    valid:
      validated !== undefined &&
      validated.schema === schema &&
      validated.values === values &&
      Object.keys(validated.errors).length === 0,
    submit,
    submitting,
    serverError,
    setServerError,
    check,
    hideErrors,
    reset,
  };
}
