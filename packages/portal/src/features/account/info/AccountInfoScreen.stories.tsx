import type { Customer, CustomerProfile } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  type PortalStoryArgs,
} from '../../../storybook/portalStoryRender.tsx';
import type { StoryApi } from '../../../storybook/storyApi.ts';
import { customerFixture, jsonResponse } from '../../../test/fixtures.ts';

// account/info (§2, §3 Customer and Form store) inside the control shell, answered by a fake
// product API, in the brand and language of the toolbars. Checks use roles and element names,
// so they hold in every language.

const PAGE = '/control/account/info';

const EMPTY_PROFILE: CustomerProfile = {
  first_name: '',
  last_name: '',
  phone: '',
  country: '',
  company_name: '',
  company_address: '',
  taxpayer_kind: 'company',
  inn: '',
  kpp: '',
};

const FILLED_PROFILE: CustomerProfile = {
  first_name: 'Ivan',
  last_name: 'Petrov',
  phone: '+79161234567',
  country: 'RU',
  company_name: 'Romashka LLC',
  company_address: 'Moscow, Tverskaya 1',
  taxpayer_kind: 'company',
  inn: '7707083893',
  kpp: '770701001',
};

/** A customer (`changes` on the fixture) whose profile is answered by `profile`. */
const infoApi =
  (
    profile: CustomerProfile | 'pending' | 'fail' = EMPTY_PROFILE,
    changes: Partial<Customer> = {},
  ): StoryApi =>
  (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/customers/profile/')) {
      if (profile === 'pending') return new Promise<Response>(() => undefined);
      if (profile === 'fail')
        return jsonResponse({ code: 'unavailable', message: 'Service unavailable' }, 503);
      return jsonResponse(profile);
    }
    if (pathname.endsWith('/customers/')) return jsonResponse([{ ...customerFixture, ...changes }]);
    return jsonResponse([]);
  };

const meta = {
  title: 'Portal/Control/Account/Info',
  ...portalPageStory,
  args: { path: PAGE, api: infoApi() },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new customer: every field empty, the country still to choose. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    const country = await main.findByRole('combobox', {}, FIRST_RENDER);
    await expect(country).toHaveValue('');
    await expect(main.getAllByRole('textbox').length).toBeGreaterThan(3);
  },
};

/** A Russian company's details: INN and KPP show. */
export const Filled: Story = {
  args: { api: infoApi(FILLED_PROFILE) },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    await expect(await main.findByDisplayValue('7707083893', {}, FIRST_RENDER)).toBeVisible();
    await expect(main.getByDisplayValue('Romashka LLC')).toBeVisible();
  },
};

/** A customer who signed up with a social account: the email is changed there, not here. */
export const SocialLogin: Story = {
  args: { api: infoApi(FILLED_PROFILE, { social_provider: 'github' }) },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    await expect(await main.findByTestId('current-email', {}, FIRST_RENDER)).toBeVisible();
  },
};

/** The profile is on its way: placeholders, busy. */
export const Loading: Story = {
  args: { api: infoApi('pending') },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('main', {}, FIRST_RENDER);
    await waitFor(
      () => expect(canvasElement.querySelector('main [aria-busy="true"]')).not.toBeNull(),
      FIRST_RENDER,
    );
  },
};

/** The profile could not be loaded: an alert with a retry. */
export const LoadFailed: Story = {
  args: { api: infoApi('fail') },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    const alert = await main.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};
