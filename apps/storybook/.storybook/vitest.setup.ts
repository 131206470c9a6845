import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview.tsx';

// Stories run as tests with the same decorators, globals and a11y checks as in Storybook, in the
// theme of the test project (vitest.config.ts runs every story once light and once dark, so the
// axe contrast check covers both token sets).
const theme = import.meta.env.VITE_STORY_THEME === 'dark' ? 'dark' : 'light';

setProjectAnnotations([
  a11yAnnotations,
  previewAnnotations,
  { initialGlobals: { ...previewAnnotations.default.initialGlobals, theme } },
]);
