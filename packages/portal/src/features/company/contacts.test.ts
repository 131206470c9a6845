import { expect, test } from 'vitest';
import { companyMailboxes, mailtoHref } from './contacts.ts';

test('mailboxes use the site name as one word under the reserved .example domain', () => {
  expect(companyMailboxes('Cloud Portal')).toEqual({
    sales: 'sales@cloudportal.example',
    support: 'support@cloudportal.example',
    billing: 'billing@cloudportal.example',
    jobs: 'jobs@cloudportal.example',
    affiliate: 'partners@cloudportal.example',
  });
  expect(companyMailboxes('ZA Cloud').sales).toBe('sales@zacloud.example');
  // A name without Latin letters or digits still gives a valid address.
  expect(companyMailboxes('Облако').support).toBe('support@cloud.example');
});

test('mailtoHref encodes the subject', () => {
  expect(mailtoHref('jobs@a.example')).toBe('mailto:jobs@a.example');
  expect(mailtoHref('jobs@a.example', 'SRE & OpenStack')).toBe(
    'mailto:jobs@a.example?subject=SRE%20%26%20OpenStack',
  );
});
