export {
  Field,
  fieldControlProps,
  hasMessage,
  joinIds,
  useFieldIds,
  type FieldIds,
  type FieldProps,
  type FieldSize,
} from './Field.tsx';
