export {
  Combobox,
  defaultComboboxFilter,
  type ComboboxOption,
  type ComboboxProps,
} from './Combobox.tsx';
