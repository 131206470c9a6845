import type { Ticket, TicketAttachment } from '@cloud-portal/api-client';
import { ticketTopicLabelKey } from '@cloud-portal/domain/catalog';
import { TIMINGS } from '@cloud-portal/domain/session';
import { formatDate } from '@cloud-portal/i18n';
import { Alert, Button, Skeleton, SkeletonRegion } from '@cloud-portal/ui';
import { ArrowLeft, Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { controlPath } from '../../app/paths.ts';
import { asApiFailure, isApiFailure } from '../../app/productApi.ts';
import { useUnsavedChangesWarning } from '../../app/useUnsavedChangesWarning.ts';
import { LinkButton } from '../layout/LinkButton.tsx';
import { MessageBody } from './MessageBody.tsx';
import styles from './Support.module.css';
import {
  useCloseTicketMutation,
  useDownloadTicketAttachmentMutation,
  useGetTicketQuery,
  useReplyToTicketMutation,
} from './supportApi.ts';
import { supportErrorText } from './supportErrors.ts';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import { TicketMessageFields } from './TicketMessageFields.tsx';
import { useTicketAttachments } from './useTicketAttachments.ts';

/**
 * `support/tickets/{id}` (§2): the ticket's thread, oldest first, each message's sanitised HTML
 * and downloadable attachments, a reply form with attachments and "Close ticket". The open ticket
 * is polled every 20 s (§9 polling interval) while the window has focus, so support's reply shows
 * up without a reload.
 */
export function TicketScreen() {
  const { t, i18n } = useTranslation(['support']);
  const { id = '' } = useParams();
  const ticket = useGetTicketQuery(id, {
    pollingInterval: TIMINGS.pollingRequestIntervalMs,
    skipPollingIfUnfocused: true,
  });
  const back = (
    <LinkButton
      to={controlPath('tickets')}
      variant="ghost"
      startIcon={<ArrowLeft aria-hidden="true" />}
    >
      {t('tickets.back')}
    </LinkButton>
  );

  let body;
  if (ticket.isLoading) {
    body = (
      <SkeletonRegion busy label={t('tickets.threadLoading')}>
        <Skeleton variant="text" width="24rem" />
        <Skeleton variant="rect" height="8rem" />
        <Skeleton variant="rect" height="8rem" />
      </SkeletonRegion>
    );
  } else if (ticket.isError || !ticket.data) {
    const failure = isApiFailure(ticket.error) ? ticket.error : undefined;
    body =
      failure?.status === 404 ? (
        <Alert tone="warning" role="alert" title={supportErrorText(t, failure)} />
      ) : (
        <Alert
          tone="danger"
          role="alert"
          title={t('tickets.threadFailed')}
          action={
            <Button
              variant="secondary"
              loading={ticket.isFetching}
              onClick={() => void ticket.refetch()}
            >
              {t('tickets.retry')}
            </Button>
          }
        />
      );
  } else {
    body = <TicketThread ticket={ticket.data} language={i18n.language} />;
  }

  return (
    <div className={styles.screen}>
      <div>{back}</div>
      {body}
    </div>
  );
}

function TicketThread({ ticket, language }: { ticket: Ticket; language: string }) {
  const { t } = useTranslation(['support']);
  const [closeTicket, closing] = useCloseTicketMutation();
  const [closeFailed, setCloseFailed] = useState(false);
  const when = (iso: string) => formatDate(language, iso, 'dateTime');

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{ticket.subject}</h1>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p className={styles.meta}>
        <span>{t(ticketTopicLabelKey(ticket.topic))}</span>
        <span>{t('tickets.opened', { date: when(ticket.created_at) })}</span>
        <span>{t('tickets.updated', { date: when(ticket.updated_at) })}</span>
      </p>
      <ol className={styles.thread} aria-label={t('tickets.messages')}>
        {ticket.messages.map((message) => (
          <li key={message.id} className={styles.message} data-author={message.author}>
            <p className={styles.messageHead}>
              <strong>
                {message.author === 'support'
                  ? t('tickets.fromSupport')
                  : t('tickets.fromCustomer')}
              </strong>{' '}
              <time dateTime={message.created_at}>{when(message.created_at)}</time>
            </p>
            <MessageBody html={message.body_html} />
            {message.attachments.length > 0 ? (
              <ul className={styles.downloads}>
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <DownloadButton file={file} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {ticket.status === 'done' ? (
        <Alert tone="info">{t('tickets.closedNote')}</Alert>
      ) : (
        <div>
          <Button
            variant="secondary"
            loading={closing.isLoading}
            onClick={() => {
              setCloseFailed(false);
              closeTicket(ticket.id)
                .unwrap()
                .catch(() => setCloseFailed(true));
            }}
          >
            {t('tickets.close')}
          </Button>
        </div>
      )}
      {closeFailed ? (
        <Alert tone="danger" role="alert">
          {t('tickets.closeFailed')}
        </Alert>
      ) : null}
      <ReplyForm ticketId={ticket.id} />
    </>
  );
}

function DownloadButton({ file }: { file: TicketAttachment }) {
  const { t } = useTranslation(['support']);
  const [download, state] = useDownloadTicketAttachmentMutation();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        startIcon={<Download aria-hidden="true" />}
        loading={state.isLoading}
        aria-label={t('tickets.download', { name: file.file_name })}
        onClick={() => void download({ id: file.id, file_name: file.file_name })}
      >
        {file.file_name}
      </Button>
      {state.isError ? <span role="alert">{t('tickets.downloadFailed')}</span> : null}
    </>
  );
}

/** The customer's reply; the text and attachments stay when sending fails. */
function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation(['support']);
  const [reply, replying] = useReplyToTicketMutation();
  const attachments = useTicketAttachments();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  useUnsavedChangesWarning(text !== '' || attachments.items.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('tickets.messageRequired'));
      return;
    }
    setError(undefined);
    if (attachments.blocking) {
      setFailure(t('tickets.uploadsPending'));
      return;
    }
    setFailure(null);
    try {
      await reply({
        id: ticketId,
        body: text,
        ...(attachments.ids.length > 0 ? { attachment_ids: attachments.ids } : {}),
      }).unwrap();
      setText('');
      attachments.reset();
    } catch (thrown) {
      setFailure(t('tickets.sendFailed', { reason: supportErrorText(t, asApiFailure(thrown)) }));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TicketMessageFields
        label={t('tickets.reply')}
        value={text}
        onChange={setText}
        error={error}
        rows={5}
        attachments={attachments}
        sending={replying.isLoading}
        failure={failure}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={replying.isLoading}>
          {t('tickets.sendReply')}
        </Button>
      </div>
    </form>
  );
}
