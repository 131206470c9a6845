import type { Decorator, Preview } from '@storybook/react-vite';
import '@cloud-portal/ui/tokens.css';
import '@cloud-portal/ui/themes/default.css';
import '@cloud-portal/ui/themes/rocket.css';
import '@cloud-portal/ui/themes/za.css';
import '@cloud-portal/ui/themes/cloudplus.css';
import '@cloud-portal/ui/themes/asia.css';
import '@cloud-portal/ui/base.css';

const BRANDS = ['default', 'rocket', 'za', 'cloudplus', 'asia'] as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'ru', 'zh'] as const;
type Brand = (typeof BRANDS)[number];
type Theme = (typeof THEMES)[number];
type Language = (typeof LANGUAGES)[number];

const oneOf = <Value extends string>(
  values: readonly Value[],
  value: unknown,
  fallback: Value,
): Value => (values.includes(value as Value) ? (value as Value) : fallback);

// Every brand theme is loaded; the toolbar switches them at runtime through attributes on <html>,
// exactly the hooks the brand apps use (`data-brand`, `data-theme`, `lang`). Portal stories also
// read `globals.brand` and `globals.language` to build the brand's portal in that language; ui
// components take their strings as props, so the language only sets `lang` for them.
const withBrandThemeAndLanguage: Decorator = (Story, context) => {
  const root = document.documentElement;
  root.dataset.brand = oneOf<Brand>(BRANDS, context.globals.brand, 'default');
  root.dataset.theme = oneOf<Theme>(THEMES, context.globals.theme, 'light');
  root.lang = oneOf<Language>(LANGUAGES, context.globals.language, 'en');
  return Story();
};

const preview: Preview = {
  // Docs pages for every component, generated from the components' prop doc comments.
  tags: ['autodocs'],
  decorators: [withBrandThemeAndLanguage],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'default', title: 'Default' },
          { value: 'rocket', title: 'Rocket' },
          { value: 'za', title: 'ZA' },
          { value: 'cloudplus', title: 'Cloud plus' },
          { value: 'asia', title: 'Asia' },
        ],
      },
    },
    theme: {
      description: 'Light or dark tokens',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
      },
    },
    language: {
      description: 'Interface language of portal stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'ru', title: 'Русский' },
          { value: 'zh', title: '中文' },
        ],
      },
    },
  },
  initialGlobals: { brand: 'default', theme: 'light', language: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Accessibility violations fail story tests instead of only showing in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
