/** The mailboxes the company pages show. */
export interface CompanyMailboxes {
  sales: string;
  support: string;
  billing: string;
  jobs: string;
  affiliate: string;
}

/**
 * Placeholder mailboxes of a brand: `box@<site name as one word>.example`. BrandConfig has no
 * contact addresses yet; the reserved `.example` domain (RFC 2606) makes sure nobody mails a real
 * third party until a brand sets its own.
 * @example companyMailboxes('Cloud Portal').sales // 'sales@cloudportal.example'
 */
export function companyMailboxes(siteName: string): CompanyMailboxes {
  const domain = `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'cloud'}.example`;
  return {
    sales: `sales@${domain}`,
    support: `support@${domain}`,
    billing: `billing@${domain}`,
    jobs: `jobs@${domain}`,
    affiliate: `partners@${domain}`,
  };
}

/**
 * A `mailto:` link with an encoded subject.
 * @example mailtoHref('jobs@x.example', 'Frontend engineer') // 'mailto:jobs@x.example?subject=Frontend%20engineer'
 */
export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
