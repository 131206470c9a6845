import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { LanguageSwitcher } from '../language-switcher/LanguageSwitcher.tsx';
import { TopHeader, type TopHeaderItem } from './TopHeader.tsx';

const ITEMS: TopHeaderItem[] = [
  {
    id: 'products',
    label: 'Products',
    items: [
      { label: 'Cloud VDS', href: '/#cloud-vds' },
      { label: 'Elastic volumes', href: '/#elastic-volumes' },
    ],
  },
  { label: 'Data centers', href: '/company/data-center-locations' },
  { label: 'News', href: '/news' },
  {
    id: 'support',
    label: 'Support',
    items: [
      { label: 'Knowledge base', href: '/knowledge' },
      { label: 'Community tutorials', href: '/tutorials' },
    ],
  },
  {
    id: 'about',
    label: 'About',
    items: [
      { label: 'Contact', href: '/company/contact' },
      { label: 'Jobs', href: '/company/jobs' },
      { label: 'About us', href: '/company/about' },
      { label: 'Affiliate program', href: '/company/affiliate-program' },
    ],
  },
];

// The longest labels of the product: the reason the menu folds as late as 1140 px.
const ITEMS_RU: TopHeaderItem[] = [
  {
    id: 'products',
    label: 'Продукты',
    items: [
      { label: 'Облачные VDS', href: '/#cloud-vds' },
      { label: 'Эластичные диски', href: '/#elastic-volumes' },
    ],
  },
  { label: 'Дата-центры', href: '/company/data-center-locations' },
  { label: 'Новости', href: '/news' },
  {
    id: 'support',
    label: 'Поддержка',
    items: [
      { label: 'База знаний', href: '/knowledge' },
      { label: 'Руководства сообщества', href: '/tutorials' },
    ],
  },
  {
    id: 'about',
    label: 'О компании',
    items: [
      { label: 'Контакты', href: '/company/contact' },
      { label: 'Вакансии', href: '/company/jobs' },
      { label: 'О нас', href: '/company/about' },
      { label: 'Партнёрская программа', href: '/company/affiliate-program' },
    ],
  },
];

const LANGUAGES = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ru', label: 'Русский', lang: 'ru' },
  { value: 'zh', label: '中文', lang: 'zh' },
];

function Actions({
  language = 'en',
  languages = LANGUAGES,
  signIn = 'Sign in',
  signUp = 'Sign up',
}: {
  language?: string;
  languages?: typeof LANGUAGES;
  signIn?: string;
  signUp?: string | null;
}) {
  const [value, setValue] = useState(language);
  return (
    <>
      <LanguageSwitcher
        label={language === 'ru' ? 'Язык' : 'Language'}
        languages={languages}
        value={value}
        onChange={setValue}
      />
      <Button href="/login" variant="ghost" size="sm">
        {signIn}
      </Button>
      {signUp !== null ? (
        <Button href="/register" size="sm">
          {signUp}
        </Button>
      ) : null}
    </>
  );
}

function Logo({ name = 'Cloud' }: { name?: string }) {
  return (
    <>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="6" fill="var(--color-brand)" />
      </svg>
      {name}
    </>
  );
}

/** The header measures itself, so a narrow box shows the folded (phone) layout. */
const width =
  (px: number): Decorator =>
  (Story) => (
    <div style={{ width: px, maxWidth: '100%', outline: '1px dashed var(--color-border-default)' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Components/TopHeader',
  component: TopHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo />,
    logoLabel: 'Cloud home',
    navLabel: 'Main navigation',
    menuLabel: 'Menu',
    items: ITEMS,
    currentPath: '/',
    actions: <Actions />,
    // Stories have no router: links report instead of leaving the story.
    onNavigate: fn((_href, event) => {
      event.preventDefault();
    }),
  },
  argTypes: {
    foldAt: { control: 'select', options: ['sm', 'md', 'sideNav', 'lg', 'headerFold', 'xl'] },
  },
  decorators: [width(1280)],
} satisfies Meta<typeof TopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** A group open (Products), with the link of the current page marked. */
export const OpenGroup: Story = {
  args: { defaultOpenGroup: 'support', currentPath: '/knowledge' },
};

export const GroupInteraction: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('button', { name: 'About' });
    await userEvent.click(about);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Affiliate program' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Support' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Community tutorials' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/tutorials', expect.anything());
    await expect(canvas.getByRole('button', { name: 'Support' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The current page (News) is marked with `aria-current="page"`. */
export const CurrentPage: Story = {
  args: { currentPath: '/news' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A phone (375 px): the menu and the actions fold behind the toggle. */
export const Mobile: Story = {
  decorators: [width(375)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

/** The folded menu open, one group expanded as a section. */
export const MobileOpen: Story = {
  decorators: [width(375)],
  args: { defaultMenuOpen: true, defaultOpenGroup: 'about' },
};

/**
 * Russian labels are the longest: the row needs about 1,250 px, so the bar grows past the 72rem
 * column; between the fold (1,140 px) and that width the actions wrap onto a second line.
 */
export const LongRussianLabels: Story = {
  decorators: [width(1280)],
  args: {
    items: ITEMS_RU,
    logoLabel: 'Cloud: главная',
    navLabel: 'Основная навигация',
    menuLabel: 'Меню',
    actions: <Actions language="ru" signIn="Войти" signUp="Регистрация" />,
  },
};

/** The same header in a 1,200 px box: above the fold, the actions wrap instead of overflowing. */
export const LongRussianLabelsWrapped: Story = {
  ...LongRussianLabels,
  decorators: [width(1200)],
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible();
  },
};

/** The same header in a 1,000 px box: below the fold. */
export const LongRussianLabelsFolded: Story = {
  ...LongRussianLabels,
  decorators: [width(1000)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Меню' })).toBeVisible();
  },
};

export const LongRussianLabelsMobile: Story = {
  ...LongRussianLabels,
  decorators: [width(375)],
  args: { ...LongRussianLabels.args, defaultMenuOpen: true, defaultOpenGroup: 'about' },
};

/** The asia host: no sign-up button. */
export const NoSignUp: Story = {
  args: { actions: <Actions signUp={null} languages={LANGUAGES.filter((l) => l.lang !== 'ru')} /> },
};

/** The cloud-plus brand: English only (no language picker) and no News. */
export const SingleLanguage: Story = {
  args: {
    items: ITEMS.filter((item) => !('href' in item && item.href === '/news')),
    actions: <Actions languages={LANGUAGES.slice(0, 1)} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'News' })).toBeNull();
  },
};

/** Another breakpoint of the scale: this header folds below `xl` (1,280 px), so it is folded at 1,200. */
export const CustomFoldWidth: Story = {
  decorators: [width(1200)],
  args: { foldAt: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
