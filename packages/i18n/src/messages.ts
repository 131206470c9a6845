/**
 * The shape a translated bundle must have: the same nested keys as the English reference, every
 * leaf a string. Used with `satisfies` so a missing or extra key fails the type check.
 */
export type Messages<Reference> = {
  readonly [Key in keyof Reference]: Reference[Key] extends string
    ? string
    : Messages<Reference[Key]>;
};
