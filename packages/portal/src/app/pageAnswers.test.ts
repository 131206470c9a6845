import { afterEach, describe, expect, it } from 'vitest';
import {
  PAGE_ANSWERS_ID,
  pageAnswersScript,
  readPageAnswers,
  type PageAnswer,
} from './pageAnswers.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Puts `html` in the test document the way a browser parses a page's body. */
function pageWith(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe('page answers (issue 15)', () => {
  const answers: PageAnswer[] = [
    { endpoint: 'getNews', args: { id: 5, lang: 'en' }, data: { id: 5, title: 'Maintenance' } },
  ];

  it('reads back what the carrier holds', () => {
    expect(readPageAnswers(pageWith(pageAnswersScript(answers)))).toEqual(answers);
  });

  it('is never run: a JSON script element the CSP does not apply to', () => {
    const script = pageWith(pageAnswersScript(answers)).getElementById(PAGE_ANSWERS_ID);

    expect(script?.tagName).toBe('SCRIPT');
    expect(script?.getAttribute('type')).toBe('application/json');
  });

  it('cannot be closed by the text it carries', () => {
    const hostile: PageAnswer[] = [
      {
        endpoint: 'getNews',
        args: { id: 1, lang: 'en' },
        data: { body: '</script><script>alert(1)</script><!-- \u2028' },
      },
    ];
    const page = pageWith(`${pageAnswersScript(hostile)}<p id="after">after</p>`);

    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.getElementById('after')?.textContent).toBe('after');
    expect(readPageAnswers(page)).toEqual(hostile);
  });

  it.each([
    ['no carrier', '<p>page</p>'],
    [
      'broken JSON',
      `<script type="application/json" id="${PAGE_ANSWERS_ID}">[{"endpoint":</script>`,
    ],
    [
      'not a list',
      `<script type="application/json" id="${PAGE_ANSWERS_ID}">{"endpoint":"getNews"}</script>`,
    ],
    ['an empty list', `<script type="application/json" id="${PAGE_ANSWERS_ID}">[]</script>`],
    [
      'an entry without data',
      `<script type="application/json" id="${PAGE_ANSWERS_ID}">[{"endpoint":"getNews","args":{}}]</script>`,
    ],
  ])('answers nothing for %s (the page hydrates as one without data)', (_case, html) => {
    expect(readPageAnswers(pageWith(html))).toBeUndefined();
  });
});
