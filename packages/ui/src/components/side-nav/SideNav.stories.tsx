import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, Globe, HardDrive, LifeBuoy, Network, Server } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav, type SideNavItem } from './SideNav.tsx';

const items: SideNavItem[] = [
  { id: 'servers', label: 'Servers', href: '/servers', icon: <Server /> },
  { id: 'network', label: 'Network', href: '/network', icon: <Network /> },
  {
    id: 'storage',
    label: 'Object storage',
    href: '/storage',
    icon: <HardDrive />,
    disabled: true,
    disabledReason: 'Verify your e-mail address to use object storage',
  },
  { id: 'dns', label: 'DNS', href: '/dns', icon: <Globe /> },
  { id: 'billing', label: 'Billing', href: '/billing', icon: <CreditCard /> },
  { id: 'support', label: 'Support', href: '/support', icon: <LifeBuoy /> },
];

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  args: {
    label: 'Control panel',
    items,
    activeId: 'servers',
    toggleLabel: 'Collapse menu',
    onNavigate: fn((_item, event) => {
      event.preventDefault();
    }),
    onMinimizedChange: fn(),
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Network' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** What the portal shows below 860 px (§2). */
export const Minimized: Story = { args: { minimized: true } };

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Collapse menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onMinimizedChange).toHaveBeenCalledWith(true);
  },
};

export const WithoutIcons: Story = {
  args: { items: items.map(({ icon: _icon, ...item }) => item), toggleLabel: undefined },
};

export const LongLabels: Story = {
  args: {
    items: [
      ...items,
      { id: 'affiliate', label: 'Affiliate programme and referral payouts', href: '/affiliate' },
    ],
  },
};
