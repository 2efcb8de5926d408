import { useCallback, useRef, useState, type FormEvent } from 'react';
import { object, type AnyObjectSchema } from 'yup';
import { FORM_TEXTS as T } from './texts.ts';
import { useFormWith, type Draft, type FormApi, type FormValues } from './useForm.ts';

export interface FormStep {
  readonly id: string;
  readonly title: string;
  /** Validates this step's fields; the whole form is validated with every step's schema merged. */
  readonly schema: AnyObjectSchema;
  /** Something the step needs is still loading: Next (stacked: the submit) waits. */
  readonly loading?: boolean;
  /** Stacked mode only: the step's fields are shown disabled and its schema is not checked (an edit form's fixed part). */
  readonly disabled?: boolean;
}

/** 'steps': one step at a time with Back and Next; 'stacked': every step on one page, one submit. */
export type SteppedMode = 'steps' | 'stacked';

export interface UseSteppedFormOptions<V extends FormValues> {
  /** In order. The last one usually summarises; the caller renders each step's content. */
  readonly steps: readonly FormStep[];
  readonly mode?: SteppedMode;
  readonly initialValues: Draft<V>;
  readonly onSubmit: (values: V) => Promise<unknown>;
}

export interface SteppedFormApi<V extends FormValues> {
  readonly form: FormApi<V>;
  readonly mode: SteppedMode;
  readonly steps: readonly FormStep[];
  /** 0-based index of the step shown (steps mode). */
  readonly index: number;
  readonly step: FormStep;
  /** 'Step 2 of 3', for a subtitle (steps mode). */
  readonly progress: string;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  /** The step is valid and nothing is loading. */
  readonly canGoNext: boolean;
  readonly next: () => Promise<void>;
  readonly back: () => void;
  /** The `<form onSubmit>` handler: Next on an earlier step, the form's submit on the last (or when stacked). */
  readonly submit: (event?: FormEvent) => Promise<void>;
}

function merge(schemas: readonly AnyObjectSchema[]): AnyObjectSchema {
  return schemas.reduce<AnyObjectSchema>((merged, schema) => merged.concat(schema), object());
}

/** The merged schema, kept while the step schemas are the same ones, so validation runs only when values change. */
function useMergedSchema(schemas: readonly AnyObjectSchema[]): AnyObjectSchema {
  const cache = useRef<{ parts: readonly AnyObjectSchema[]; merged: AnyObjectSchema }>(undefined);
  const cached = cache.current;
  if (cached && cached.parts.length === schemas.length && cached.parts.every((part, index) => part === schemas[index])) {
    return cached.merged;
  }
  const merged = merge(schemas);
  cache.current = { parts: schemas, merged };
  return merged;
}

/**
 * A form in ordered steps, each validated by its own schema. In steps mode one step shows at a
 * time: Next is enabled when the step is valid and not loading, Back goes to the previous step and
 * keeps every value, the last step submits with all schemas merged. In stacked mode every step
 * shows on one page as one form (edit and duplicate forms), validated with the schemas of the steps
 * that are not disabled.
 */
export function useSteppedForm<V extends FormValues>({ steps, mode = 'steps', initialValues, onSubmit }: UseSteppedFormOptions<V>): SteppedFormApi<V> {
  const [index, setIndex] = useState(0);
  const last = steps.length - 1;
  const current = Math.min(index, last);
  const step = steps[current];
  if (!step) throw new Error('useSteppedForm needs at least one step');
  const merged = useMergedSchema(steps.filter((candidate) => mode === 'steps' || !candidate.disabled).map(({ schema }) => schema));
  const schema = mode === 'stacked' || current === last ? merged : step.schema;
  const form = useFormWith<V>(schema, initialValues, onSubmit);
  // Two quick presses of Next must not skip a step.
  const moving = useRef(false);

  const next = useCallback(async () => {
    if (moving.current || current >= last || step.loading) return;
    moving.current = true;
    try {
      if (!(await form.check())) return;
      form.hideErrors();
      setIndex(current + 1);
    } finally {
      moving.current = false;
    }
  }, [current, form, last, step.loading]);

  const back = useCallback(() => {
    if (current === 0) return;
    form.hideErrors();
    setIndex(current - 1);
  }, [current, form]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mode === 'steps' && current < last) await next();
      else await form.submit();
    },
    [current, form, last, mode, next],
  );

  return {
    form,
    mode,
    steps,
    index: current,
    step,
    progress: T.step(current + 1, steps.length),
    isFirst: current === 0,
    isLast: current === last,
    canGoNext: form.valid && !step.loading,
    next,
    back,
    submit,
  };
}
