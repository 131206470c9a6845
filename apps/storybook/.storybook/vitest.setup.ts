import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview.tsx';

// Stories run as tests with the same decorators, globals and a11y checks as in Storybook.
setProjectAnnotations([a11yAnnotations, previewAnnotations]);
