import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import {
  FORM_DEFAULTS,
  formDraftDiscarded,
  formFieldTyped,
  formSubmitted,
  selectTypedFields,
  type FormField,
} from './formStore.ts';

/**
 * One field of the §3 form store, for a controlled input: what the customer typed, else
 * `fallback` (what the form brings: a saved value, a declined payment's amount), else the store's
 * default (amount 10), else empty. Setting it keeps the text when the form unmounts.
 * @example const [coupon, setCoupon] = useFormField('couponName');
 */
export function useFormField(
  field: FormField,
  fallback?: string,
): [value: string, setValue: (value: string) => void] {
  const dispatch = useAppDispatch();
  const typed = useAppSelector((state) => selectTypedFields(state)[field]);
  const setValue = useCallback(
    (value: string) => dispatch(formFieldTyped({ field, value })),
    [dispatch, field],
  );
  return [typed ?? fallback ?? FORM_DEFAULTS[field] ?? '', setValue];
}

/** A form's fields in the form store, by the form's own names. */
export interface FormDraft<Name extends string> {
  /** Each field: typed, else the form's fallback, else the store's default, else empty. */
  values: Record<Name, string>;
  /** Whether any of the form's fields holds something typed that differs from its fallback. */
  edited: boolean;
  /** Keeps what was typed into one field. */
  set: (name: Name, value: string) => void;
  /** The server took the form: its fields start afresh (from the fallbacks) next time. */
  submitted: () => void;
  /** Throws away what was typed into the form's fields (back to the fallbacks). */
  discard: () => void;
}

/**
 * Several fields of the §3 form store under a form's own names (`first_name` → `firstName`), each
 * falling back to the form's value (a saved profile) when nothing was typed.
 * @example
 * const draft = useFormDraft({ first_name: 'firstName', phone: 'phone' }, profile);
 * <input value={draft.values.phone} onChange={(event) => draft.set('phone', event.target.value)} />
 */
export function useFormDraft<Name extends string>(
  fields: Readonly<Record<Name, FormField>>,
  fallback: Readonly<Record<Name, string>>,
): FormDraft<Name> {
  const dispatch = useAppDispatch();
  const typed = useAppSelector(selectTypedFields);
  const names = Object.keys(fields) as Name[];
  const storeFields = names.map((name) => fields[name]);
  const values = useMemo(() => {
    const result = {} as Record<Name, string>;
    for (const name of Object.keys(fields) as Name[]) {
      result[name] = typed[fields[name]] ?? fallback[name] ?? FORM_DEFAULTS[fields[name]] ?? '';
    }
    return result;
  }, [fields, fallback, typed]);
  return {
    values,
    edited: names.some((name) => {
      const value = typed[fields[name]];
      return value !== undefined && value !== fallback[name];
    }),
    set: (name, value) => dispatch(formFieldTyped({ field: fields[name], value })),
    submitted: () => dispatch(formSubmitted(storeFields)),
    discard: () => dispatch(formDraftDiscarded(storeFields)),
  };
}
