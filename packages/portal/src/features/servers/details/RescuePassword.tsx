import { Button, ConfirmDialog, CopyButton } from '@cloud-portal/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ServerDetailsTab.module.css';
import { useRescuePassword } from './rescuePasswords.ts';

/**
 * The server's password as this browser remembers it (§3 rescue passwords, per server id):
 * hidden until shown, copied, or forgotten here; or a note that this browser keeps none.
 */
export function RescuePassword({ serverId, serverName }: { serverId: string; serverName: string }) {
  const { t } = useTranslation('servers');
  const { password, forget } = useRescuePassword(serverId);
  const [visible, setVisible] = useState(false);
  if (password === undefined) {
    return <p className={styles.muted}>{t('page.details.password.none')}</p>;
  }
  return (
    <div className={styles.password}>
      <p className={styles.muted}>{t('page.details.password.saved')}</p>
      <div className={styles.passwordRow}>
        <code className={styles.passwordValue} aria-label={t('page.details.password.label')}>
          {visible ? password : '•'.repeat(12)}
        </code>
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={visible}
          startIcon={visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('page.details.password.hide') : t('page.details.password.show')}
        </Button>
        <CopyButton
          size="sm"
          variant="secondary"
          value={password}
          label={t('page.details.password.copy')}
          copiedLabel={t('page.copied')}
        />
        <ConfirmDialog
          title={t('page.details.password.forgetTitle', { name: serverName })}
          message={t('page.details.password.forgetText')}
          confirmLabel={t('page.details.password.forget')}
          cancelLabel={t('page.details.cancel')}
          onConfirm={forget}
          trigger={
            <Button size="sm" variant="ghost">
              {t('page.details.password.forget')}
            </Button>
          }
        />
      </div>
    </div>
  );
}
