import type { TicketTopic } from '@cloud-portal/api-client';
import { TICKET_TOPICS, ticketTopicLabelKey } from '@cloud-portal/domain/catalog';
import { Button, Select, TextField } from '@cloud-portal/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { controlPath } from '../../app/paths.ts';
import { asApiFailure } from '../../app/productApi.ts';
import { useUnsavedChangesWarning } from '../../app/useUnsavedChangesWarning.ts';
import { LinkButton } from '../layout/LinkButton.tsx';
import styles from './Support.module.css';
import { useCreateTicketMutation } from './supportApi.ts';
import { supportErrorText } from './supportErrors.ts';
import { TicketMessageFields } from './TicketMessageFields.tsx';
import { useTicketAttachments } from './useTicketAttachments.ts';

/** openapi `TicketCreateRequest`: subject up to 200 characters (the message: `MESSAGE_MAX`). */
export const SUBJECT_MAX = 200;

type Field = 'subject' | 'topic' | 'message';

/**
 * `support/tickets-new` (§2): subject, topic, message and attachments. Every field is checked
 * before sending (translated messages); a server failure is shown above the button and the form
 * keeps everything typed and attached. On success the new ticket opens.
 */
export function NewTicketScreen() {
  const { t } = useTranslation(['support']);
  const navigate = useNavigate();
  const [createTicket, creation] = useCreateTicketMutation();
  const attachments = useTicketAttachments();
  const [subject, setSubject] = useState('');
  const [topic, setTopic] = useState<TicketTopic | ''>('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  // Leaving with something typed or attached asks first; once sent, the new ticket opens.
  useUnsavedChangesWarning(
    createdId === null &&
      (subject !== '' || topic !== '' || message !== '' || attachments.items.length > 0),
  );
  useEffect(() => {
    if (createdId !== null) void navigate(controlPath('ticket', { id: createdId }));
  }, [createdId, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (subject.trim() === '') found.subject = t('tickets.subjectRequired');
    if (topic === '') found.topic = t('tickets.topicRequired');
    if (message.trim() === '') found.message = t('tickets.messageRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || topic === '') return;
    if (attachments.blocking) {
      setFailure(t('tickets.uploadsPending'));
      return;
    }
    setFailure(null);
    try {
      const ticket = await createTicket({
        subject: subject.trim(),
        topic,
        body: message,
        ...(attachments.ids.length > 0 ? { attachment_ids: attachments.ids } : {}),
      }).unwrap();
      setCreatedId(ticket.id);
    } catch (thrown) {
      setFailure(t('tickets.sendFailed', { reason: supportErrorText(t, asApiFailure(thrown)) }));
    }
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('tickets.newTicket')}</h1>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('tickets.subject')}
          value={subject}
          maxLength={SUBJECT_MAX}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
          required
          fullWidth
        />
        <Select<TicketTopic | ''>
          label={t('tickets.topic')}
          placeholder={t('tickets.topicPlaceholder')}
          options={TICKET_TOPICS.map((value) => ({ value, label: t(ticketTopicLabelKey(value)) }))}
          value={topic}
          onChange={(value) => setTopic(value)}
          error={errors.topic}
          required
        />
        <TicketMessageFields
          label={t('tickets.message')}
          hint={t('tickets.messageHint')}
          value={message}
          onChange={setMessage}
          error={errors.message}
          rows={8}
          attachments={attachments}
          sending={creation.isLoading}
          failure={failure}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={creation.isLoading}>
            {t('tickets.create')}
          </Button>
          <LinkButton to={controlPath('tickets')} variant="ghost">
            {t('tickets.cancel')}
          </LinkButton>
        </div>
      </form>
    </div>
  );
}
