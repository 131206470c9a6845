import type { Customer } from '@cloud-portal/api-client';
import { Drawer, IconButton } from '@cloud-portal/ui';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { ControlNav } from './ControlNav.tsx';

/**
 * The side nav on a phone (below 640 px): a menu button opening it in a drawer, closed again once
 * an item is followed. A chunk of its own: the dialog behind the drawer loads only on phones.
 * @example <PhoneNav customer={customer} signOut={signOut} />
 */
export function PhoneNav({ customer, signOut }: { customer: Customer; signOut: () => void }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      title={brand.siteName}
      side="left"
      open={open}
      onOpenChange={setOpen}
      closeLabel={t('shell.closeMenu')}
      trigger={<IconButton label={t('shell.openMenu')} icon={<Menu aria-hidden="true" />} />}
    >
      <ControlNav
        customer={customer}
        minimized={false}
        onSignOut={signOut}
        onNavigated={() => setOpen(false)}
      />
    </Drawer>
  );
}
