export {
  AmountField,
  parseAmount,
  type AmountFieldProps,
  type SymbolPosition,
} from './AmountField.tsx';
