export { default } from '@cloud-portal/eslint-config';
