export { Select, type SelectOption, type SelectProps, type SelectSize } from './Select.tsx';
