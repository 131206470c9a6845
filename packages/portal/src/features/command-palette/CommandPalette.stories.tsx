import { isLanguage } from '@cloud-portal/i18n';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '../../app/i18n.ts';
import { CommandPaletteButton } from './CommandPaletteButton.tsx';
import { CommandPaletteProvider } from './CommandPaletteProvider.tsx';
import { controlSectionOf } from './goToScreens.ts';
import type { ScreenDisabledReason } from './goToCommands.ts';
import { useRegisterCommands } from './useRegisterCommands.ts';

// The control area's command palette (issue 12) with the commands a server page would register.
// Checks look the palette up in the whole document: the dialog is portalled to <body>.

const FIRST_RENDER = { timeout: 15_000 };

interface PaletteStoryArgs {
  /** Servers and account are unavailable, as for an account that is not activated (§2). */
  notActivated: boolean;
}

/** What the server page of the servers issue will register: one action and one disabled go-to. */
function ServerPageCommands({ onReboot }: { onReboot: (name: string) => void }) {
  useRegisterCommands(
    [
      {
        id: 'servers.reboot.web-1',
        title: 'Reboot web-1',
        keywords: ['web-1', '10.0.0.5'],
        group: 'actions',
        run: () => onReboot('web-1'),
      },
      {
        id: 'servers.console.db-2',
        title: 'Open console of db-2',
        keywords: ['db-2'],
        group: 'goTo',
        disabled: true,
        description: 'db-2 is shut off',
        run: () => undefined,
      },
    ],
    [onReboot],
  );
  return null;
}

function Page() {
  const [rebooting, setRebooting] = useState<string | null>(null);
  return (
    <>
      <CommandPaletteButton />
      <p>
        Screen: <span data-testid="location">{useLocation().pathname}</span>
      </p>
      {rebooting !== null ? <p role="status">Rebooting {rebooting}</p> : null}
      <ServerPageCommands onReboot={setRebooting} />
    </>
  );
}

const notActivatedReason: ScreenDisabledReason = (screen) =>
  ['servers', 'account'].includes(controlSectionOf(screen))
    ? 'Activate your account to use this section.'
    : undefined;

function PaletteStory({ notActivated, language }: PaletteStoryArgs & { language: string }) {
  const [instance, setInstance] = useState<i18n | null>(null);
  useEffect(() => {
    let current = true;
    void createI18n(isLanguage(language) ? language : 'en').then(async (created) => {
      // The palette's texts and the screens' names (the control shell has it loaded).
      await created.loadNamespaces('account');
      if (current) setInstance(created);
    });
    return () => {
      current = false;
    };
  }, [language]);
  if (instance === null) return null;
  return (
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={['/control/servers/list']}>
        <CommandPaletteProvider
          screenDisabledReason={notActivated ? notActivatedReason : undefined}
        >
          <Page />
        </CommandPaletteProvider>
      </MemoryRouter>
    </I18nextProvider>
  );
}

const meta = {
  title: 'Portal/Control/Command palette',
  render: (args: PaletteStoryArgs, context: Pick<StoryContext, 'globals'>) => (
    <PaletteStory {...args} language={String(context.globals.language ?? 'en')} />
  ),
  args: { notActivated: false },
} satisfies Meta<PaletteStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Ctrl-K, "history", Enter: the billing history screen, keyboard only. */
export const GoToAScreen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', {}, FIRST_RENDER);
    await userEvent.keyboard('{Control>}k{/Control}');
    const combobox = await page(canvasElement).findByRole('combobox', {}, FIRST_RENDER);
    await waitFor(() => expect(combobox).toHaveFocus());
    await userEvent.keyboard('history');
    await expect(page(canvasElement).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/control/billing/history'),
    );
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The header button; ↓ to the second match, Enter runs the server page's action. */
export const RunAnAction: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', {}, FIRST_RENDER));
    const combobox = await page(canvasElement).findByRole('combobox', {}, FIRST_RENDER);
    await userEvent.type(combobox, 'web');
    const [first] = page(canvasElement).getAllByRole('option');
    await expect(first).toHaveTextContent('Reboot web-1');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Rebooting web-1');
    await waitFor(() => expect(canvas.getByRole('button')).toHaveFocus());
  },
};

/** Open, nothing typed: actions first, then every screen; a disabled entry shows its reason. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', {}, FIRST_RENDER));
    const options = await page(canvasElement).findAllByRole('option', {}, FIRST_RENDER);
    await expect(options[0]).toHaveTextContent('Reboot web-1');
    const consoleOption = page(canvasElement).getByRole('option', { name: /console of db-2/ });
    await expect(consoleOption).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Servers and account screens disabled with the side nav's reason (not activated, §2). */
export const ScreensDisabled: Story = {
  args: { notActivated: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', {}, FIRST_RENDER));
    const combobox = await page(canvasElement).findByRole('combobox', {}, FIRST_RENDER);
    await userEvent.type(combobox, 'ssh');
    for (const option of page(canvasElement).getAllByRole('option'))
      await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/control/servers/list');
  },
};

/** Nothing matches. */
export const NoMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', {}, FIRST_RENDER));
    const combobox = await page(canvasElement).findByRole('combobox', {}, FIRST_RENDER);
    await userEvent.type(combobox, 'zzzz');
    await expect(page(canvasElement).queryAllByRole('option')).toHaveLength(0);
    await expect(page(canvasElement).getByRole('status')).not.toBeEmptyDOMElement();
  },
};
