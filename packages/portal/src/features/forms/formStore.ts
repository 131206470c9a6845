import { DEFAULT_TOP_UP_AMOUNT } from '@cloud-portal/domain/constants';
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { isApiFailure } from '../../app/productApi.ts';
import { sessionApi } from '../session/sessionApi.ts';

// §3 "Form store (held for forms): address, amount (default 10), card fields, city, country,
// coupon name, email, names, password, phone, region, zip; company name, address, inn, kpp".
// What a customer types into these fields survives leaving the screen and coming back, because it
// lives here and not in the form's own state. It lives in memory only: nothing here is written to
// storage, and a sign-out (or a session the server no longer knows) empties it.
//
// Not held: the password and the card fields. A password that outlives its form is a risk for no
// gain (a shared computer, the Redux DevTools history, error reports that attach state), and a
// password manager fills it again anyway; the portal never asks for card numbers at all (§4 card
// flow: they are typed on the payment provider's page). Password fields keep their text in their
// own component state, which is dropped when the form goes away.

/**
 * The fields of the §3 form store the portal's forms share. `taxpayerKind` is not in the §3 list:
 * account info needs it to read the INN and KPP held here the way they were typed.
 */
export const FORM_FIELDS = [
  'address',
  'amount',
  'city',
  'country',
  'couponName',
  'email',
  'firstName',
  'lastName',
  'phone',
  'region',
  'zip',
  'companyName',
  'companyAddress',
  'inn',
  'kpp',
  'taxpayerKind',
] as const;

/** One field of the form store. */
export type FormField = (typeof FORM_FIELDS)[number];

/** What was typed, field by field; a field nobody typed into is absent (its form's own start). */
export interface FormStoreState {
  typed: Partial<Record<FormField, string>>;
}

/** Where a field starts when nothing was typed and its form brings no value (§3: amount 10). */
export const FORM_DEFAULTS: Readonly<Partial<Record<FormField, string>>> = {
  amount: DEFAULT_TOP_UP_AMOUNT.toFixed(2),
};

const isUnauthorised = (payload: unknown) =>
  isApiFailure(payload) && (payload.status === 401 || payload.status === 403);

export const formStoreSlice = createSlice({
  name: 'formStore',
  initialState: (): FormStoreState => ({ typed: {} }),
  reducers: {
    /** The customer typed (or picked) `value` into `field`. */
    formFieldTyped(state, action: PayloadAction<{ field: FormField; value: string }>) {
      state.typed[action.payload.field] = action.payload.value;
    },
    /**
     * A form was sent and the server took it: its fields are done with (the server holds what
     * matters now), so they start afresh next time.
     */
    formSubmitted(state, action: PayloadAction<readonly FormField[]>) {
      for (const field of action.payload) delete state.typed[field];
    },
    /** The customer threw away what they had typed into these fields (back to the saved values). */
    formDraftDiscarded(state, action: PayloadAction<readonly FormField[]>) {
      for (const field of action.payload) delete state.typed[field];
    },
  },
  extraReducers: (builder) => {
    builder
      // §4 logout (any answer: the visitor is out) and a session the server refuses: the next
      // person at this browser must not find the last customer's details in the forms.
      .addMatcher(
        isAnyOf(
          sessionApi.endpoints.logout.matchFulfilled,
          sessionApi.endpoints.logout.matchRejected,
        ),
        (state) => {
          state.typed = {};
        },
      )
      .addMatcher(sessionApi.endpoints.getCustomer.matchRejected, (state, action) => {
        if (isUnauthorised(action.payload)) state.typed = {};
      });
  },
  selectors: {
    selectTypedFields: (state) => state.typed,
  },
});

export const { formFieldTyped, formSubmitted, formDraftDiscarded } = formStoreSlice.actions;
export const { selectTypedFields } = formStoreSlice.selectors;
