// Every user-facing English text SPEC.md quotes in §4, §5 and §8, copied word for word from the
// spec, with the section it comes from. `specQuotes.test.ts` checks that each one is an English
// text of the bundle. A spec placeholder (`{user}`, `{0}`) stands for any i18next `{{name}}`.
//
// Not listed, because they are not texts a person reads: §5 "must start with '+'" (a character
// the phone validator checks) and §8 "197 plus '...'" (the truncation suffix, added in code).

/** One quoted text of the spec. */
export interface SpecQuote {
  /** Where the spec quotes it. */
  readonly section: '§4' | '§5' | '§8';
  /** The text exactly as the spec quotes it. */
  readonly quote: string;
  /**
   * The English text when the spec's quote has an obvious slip in user-facing text (typo,
   * sentence not capitalised); the comment next to it says what was corrected.
   */
  readonly corrected?: string;
  /**
   * `withRequest`: the spec says the text is shown "with status, method and path": the English
   * text is the quote followed by ` ({{status}} {{method}} {{path}})`. Default: the whole text.
   */
  readonly shown?: 'withRequest';
}

export const SPEC_QUOTES: readonly SpecQuote[] = [
  // §4 Reactions to account state
  { section: '§4', quote: 'Your account has been suspended' },
  { section: '§4', quote: 'Your account has been unsuspended' },
  // §4 Login: a toast; the sentence starts with a capital letter like every other toast.
  {
    section: '§4',
    quote: "you're logged in as {user}",
    corrected: "You're logged in as {user}",
  },
  // §4 Card addition: a notice; capitalised like every other notice.
  { section: '§4', quote: 'card successfully added', corrected: 'Card successfully added' },

  // §5 Field messages
  { section: '§5', quote: 'This is a required field.' },
  { section: '§5', quote: 'This is a required field and must be at least {0} characters.' },
  { section: '§5', quote: 'This field has to contain only alphabetic characters.' },
  { section: '§5', quote: 'Name must end with dot' },
  { section: '§5', quote: 'Name is already taken' },
  { section: '§5', quote: "Can't use this name" },
  { section: '§5', quote: 'Enter valid SSH-key' },

  // §8 Product API toasts
  { section: '§8', quote: 'Bad request' },
  { section: '§8', quote: 'This resource requires authentication.', shown: 'withRequest' },
  { section: '§8', quote: "You don't have permission to access this resource." },
  { section: '§8', quote: 'Conflict request' },
  {
    section: '§8',
    quote: 'Something went wrong, please try again later or contact support.',
    shown: 'withRequest',
  },
  { section: '§8', quote: 'Our services are too busy at the moment.' },
  { section: '§8', quote: 'Something went wrong...' },
  // §8 Cloud request notifications
  { section: '§8', quote: "You're not authorized to make this request." },
  {
    section: '§8',
    quote:
      'Something went wrong while processing your request. Please, try again later or contact support.',
  },
  { section: '§8', quote: 'Our services are too busy at the moment. Please, try again later.' },
  // §8 Fallback texts by status, 409: "complict" is a typo of "complete".
  {
    section: '§8',
    quote: 'Conflict request. Wait for current task to complict if there is any.',
    corrected: 'Conflict request. Wait for current task to complete if there is any.',
  },
  // §8 Other errors
  { section: '§8', quote: "Couldn't generate EC2 credentials. Contact support." },
  { section: '§8', quote: 'Loading chunk failed' },
  // §8 Promo and payment messages
  { section: '§8', quote: 'Bank declined your payment' },
  {
    section: '§8',
    quote:
      "You've reached your limit for this region. Please use another region or contact support to request a quota increase.",
  },
];
