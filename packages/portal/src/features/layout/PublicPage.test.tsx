import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { PublicPage } from './PublicPage.tsx';

afterEach(cleanup);

describe('PublicPage', () => {
  test('the article is named by its h1, with the lead under the title and the sections after', () => {
    render(
      <PublicPage headingId="jobs-title" title="Jobs" lead="Work with us.">
        <section aria-label="Open positions">…</section>
      </PublicPage>,
    );
    const article = screen.getByRole('article', { name: 'Jobs' });
    const heading = within(article).getByRole('heading', { level: 1, name: 'Jobs' });
    expect(heading.id).toBe('jobs-title');
    const lead = within(article).getByText('Work with us.');
    expect(heading.compareDocumentPosition(lead) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const section = within(article).getByRole('region', { name: 'Open positions' });
    expect(lead.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('without a lead there is no empty paragraph', () => {
    render(
      <PublicPage headingId="t" title="Title">
        <p>Body</p>
      </PublicPage>,
    );
    expect(screen.getByRole('article').querySelectorAll('p')).toHaveLength(1);
  });
});
