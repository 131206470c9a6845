export { PasswordField, type PasswordFieldProps, type PasswordStrength } from './PasswordField.tsx';
