import type { TicketAttachment } from '@cloud-portal/api-client';
import { FILE_SIZE_UNITS, formatFileSize, type FileSizeUnit } from '@cloud-portal/domain/format';
import type { FileDropItem } from '@cloud-portal/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../app/productApi.ts';
import { attachmentProblem, fileToBase64, MAX_ATTACHMENTS } from './attachmentChecks.ts';
import { supportErrorText } from './supportErrors.ts';
import { useUploadTicketAttachmentMutation } from './supportApi.ts';

interface PickedFile {
  key: string;
  file: File;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  uploaded?: TicketAttachment;
}

/**
 * The attachments of a message being written: files are checked (§3: at most 5, 5 MB each, PNG,
 * JPEG, PDF, TXT, LOG) and uploaded as soon as they are picked, so a failed send keeps them
 * uploaded and only the message is sent again. Rejected files are named in `rejections`.
 * @example const attachments = useTicketAttachments(); <FileDrop items={attachments.items} onFiles={attachments.add} />
 */
export function useTicketAttachments() {
  const { t } = useTranslation(['support', 'billing']);
  const [upload] = useUploadTicketAttachmentMutation();
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const counter = useRef(0);

  const update = useCallback((key: string, change: Partial<PickedFile>) => {
    setPicked((files) => files.map((file) => (file.key === key ? { ...file, ...change } : file)));
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      update(key, { status: 'uploading' });
      try {
        const uploaded = await upload({
          file_name: file.name,
          content_base64: await fileToBase64(file),
        }).unwrap();
        update(key, { status: 'done', uploaded });
      } catch (thrown) {
        const failure = asApiFailure(thrown);
        // A file past the limit is refused by the body limit (413) or the schema's length of
        // `content_base64` (400) before the server's own size check: all mean "too large".
        const tooLarge =
          failure.code === 'payload_too_large' ||
          (failure.code === 'invalid_input' &&
            failure.fieldErrors?.['content_base64'] !== undefined);
        update(key, {
          status: 'error',
          error: tooLarge ? t('tickets.errors.attachment_too_large') : supportErrorText(t, failure),
        });
      }
    },
    [t, update, upload],
  );

  const add = useCallback(
    (files: File[]) => {
      const problems: string[] = [];
      const accepted: PickedFile[] = [];
      let room = MAX_ATTACHMENTS - picked.length;
      for (const file of files) {
        const problem = attachmentProblem(file);
        if (problem === 'tooLarge') problems.push(t('tickets.fileTooLarge', { name: file.name }));
        else if (problem === 'badType')
          problems.push(t('tickets.fileBadType', { name: file.name }));
        else if (room <= 0) {
          if (!problems.includes(t('tickets.tooManyFiles')))
            problems.push(t('tickets.tooManyFiles'));
        } else {
          counter.current += 1;
          accepted.push({ key: `file-${counter.current}`, file, status: 'uploading' });
          room -= 1;
        }
      }
      setRejections(problems);
      if (accepted.length === 0) return;
      setPicked((current) => [...current, ...accepted]);
      for (const item of accepted) void send(item.key, item.file);
    },
    [picked.length, send, t],
  );

  const labels = Object.fromEntries(
    FILE_SIZE_UNITS.map((unit) => [unit, t(`billing:plans.units.${unit}`)]),
  ) as Record<FileSizeUnit, string>;
  const items: FileDropItem[] = picked.map((file) => ({
    id: file.key,
    name: file.file.name,
    size: formatFileSize(file.file.size, { labels }),
    progress: file.status === 'uploading' ? 0.5 : 1,
    status: file.status,
    error: file.error,
  }));

  return {
    items,
    rejections,
    add,
    /** Drops a picked file (its upload, if any, stays unused on the server). */
    remove: (key: string) => setPicked((files) => files.filter((file) => file.key !== key)),
    retry: (key: string) => {
      const file = picked.find((candidate) => candidate.key === key);
      if (file) void send(key, file.file);
    },
    /** Ids of the uploaded files, for `attachment_ids`. */
    ids: picked.flatMap((file) => (file.uploaded ? [file.uploaded.id] : [])),
    /** Some file is still uploading or failed: the message cannot go yet. */
    blocking: picked.some((file) => file.status !== 'done'),
    reset: () => {
      setPicked([]);
      setRejections([]);
    },
  };
}
