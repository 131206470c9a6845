import { Alert, Button, FileDrop } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT } from './attachmentChecks.ts';
import styles from './Support.module.css';
import type { useTicketAttachments } from './useTicketAttachments.ts';

/**
 * The attachment zone of a ticket form: drop or pick files, see each upload, remove any file or
 * retry a failed one; files refused in the browser are named with the reason. (The ui FileDrop's
 * own list only cancels running uploads; here an attached file can be removed too.)
 * @example <AttachmentPicker attachments={useTicketAttachments()} />
 */
export function AttachmentPicker({
  attachments,
  disabled = false,
}: {
  attachments: ReturnType<typeof useTicketAttachments>;
  /** No changes (while sending). Default `false`. */
  disabled?: boolean;
}) {
  const { t } = useTranslation(['support']);
  return (
    <div className={styles.attachments}>
      <FileDrop
        label={t('tickets.attachLabel')}
        browseLabel={t('tickets.attachBrowse')}
        hint={t('tickets.attachHint')}
        accept={ATTACHMENT_ACCEPT}
        disabled={disabled}
        onFiles={attachments.add}
      />
      {attachments.items.length > 0 ? (
        <ul className={styles.files} aria-label={t('tickets.attachList')}>
          {attachments.items.map((item) => (
            <li key={item.id} data-status={item.status}>
              <span className={styles.fileName}>{item.name}</span>
              <span className={styles.muted}>{item.size}</span>
              <span role="status">{t(`tickets.attachStatus.${item.status}`)}</span>
              {item.status === 'error' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={disabled}
                  aria-label={`${t('tickets.attachRetry')} ${item.name}`}
                  onClick={() => attachments.retry(item.id)}
                >
                  {t('tickets.attachRetry')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                aria-label={`${t('tickets.attachRemove')} ${item.name}`}
                onClick={() => attachments.remove(item.id)}
              >
                {t('tickets.attachRemove')}
              </Button>
              {item.error ? <p className={styles.fileError}>{item.error}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {attachments.rejections.length > 0 ? (
        <Alert tone="warning" role="alert">
          <ul className={styles.rejections}>
            {attachments.rejections.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
