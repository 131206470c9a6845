import { describe, expect, test } from 'vitest';
import { attachmentProblem, fileToBase64, MAX_ATTACHMENT_BYTES } from './attachmentChecks.ts';

describe('attachmentProblem (§3 Ticket attachments)', () => {
  test.each([
    ['shot.png', 'image/png'],
    ['photo.JPG', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['invoice.pdf', 'application/pdf'],
    ['notes.txt', 'text/plain'],
    ['app.log', ''],
  ])('accepts %s', (name, type) => {
    expect(attachmentProblem({ name, type, size: 1000 })).toBeUndefined();
  });

  test.each([
    ['setup.exe', 'application/x-msdownload'],
    ['page.html', 'text/html'],
    ['image.svg', 'image/svg+xml'],
    ['archive.zip', 'application/zip'],
    ['noextension', ''],
    ['fake.png', 'text/html'],
  ])('refuses %s', (name, type) => {
    expect(attachmentProblem({ name, type, size: 1000 })).toBe('badType');
  });

  test('refuses files over 5 MB (base 2) and empty ones', () => {
    expect(
      attachmentProblem({ name: 'a.log', type: '', size: MAX_ATTACHMENT_BYTES }),
    ).toBeUndefined();
    expect(attachmentProblem({ name: 'a.log', type: '', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      'tooLarge',
    );
    expect(attachmentProblem({ name: 'a.log', type: '', size: 0 })).toBe('tooLarge');
  });
});

describe('fileToBase64', () => {
  test('encodes bytes, also past one chunk', async () => {
    expect(await fileToBase64(new Blob(['hi']))).toBe('aGk=');
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    const encoded = await fileToBase64(new Blob([bytes]));
    expect(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0))).toEqual(bytes);
  });
});
