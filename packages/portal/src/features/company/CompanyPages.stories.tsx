import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  storyPageArgs,
  type PortalStoryArgs,
} from '../../storybook/portalStoryRender.tsx';
import { failingApi, storyRegions } from '../../storybook/storyApi.ts';

// The static company pages in the brand and language of the toolbars. Checks use roles, hrefs and
// numbers, so they hold in every language and brand.

const meta = {
  title: 'Portal/Pages/Company',
  ...portalPageStory,
  args: storyPageArgs('/company/about'),
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /company/about with the number of data centers from the API. */
export const About: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    const current = canvas
      .getAllByRole('link')
      .find((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveAttribute('href', '/company/about');
    await waitFor(
      () => expect(canvas.getByText(String(storyRegions.length))).toBeVisible(),
      FIRST_RENDER,
    );
  },
};

/** /company/about when the regions call fails: the count shows a dash, the page stays. */
export const AboutApiDown: Story = {
  args: { api: failingApi },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    await expect(await canvas.findByText('—', {}, FIRST_RENDER)).toBeVisible();
  },
};

/** /company/contact: mailboxes and the support-ticket link. */
export const Contact: Story = {
  args: { path: '/company/contact' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toContain('/control/support/tickets');
    await expect(hrefs.filter((href) => href?.startsWith('mailto:'))).toHaveLength(3);
  },
};

/** /company/jobs: four positions, each with an email application link. */
export const Jobs: Story = {
  args: { path: '/company/jobs' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const applications = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('?subject='));
    await expect(applications).toHaveLength(4);
  },
};

/** /company/affiliate-program: 5 % and the dashboard link (§9). */
export const AffiliateProgram: Story = {
  args: { path: '/company/affiliate-program' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    await expect(canvasElement.textContent).toMatch(/5\s?%/);
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toContain('/control/affiliate');
  },
};
