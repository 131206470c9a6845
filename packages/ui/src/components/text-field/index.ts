export {
  TextField,
  type TextFieldOwnProps,
  type TextFieldProps,
  type TextFieldType,
} from './TextField.tsx';
