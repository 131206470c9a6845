import { describe, expect, test } from 'vitest';
import { titleCountdown } from './countdownTitle.ts';

describe('titleCountdown (§4 "title shows m:ss")', () => {
  test('puts m:ss in front of the title, replaces it each second, and takes it away', () => {
    const page = { title: 'Servers — Cloud' };
    const title = titleCountdown(page);
    title.show(30);
    expect(page.title).toBe('(0:30) Servers — Cloud');
    title.show(9);
    expect(page.title).toBe('(0:09) Servers — Cloud');
    title.clear();
    expect(page.title).toBe('Servers — Cloud');
  });

  test('a title the page set meanwhile (a navigation) is kept, and gets the countdown', () => {
    const page = { title: 'Servers — Cloud' };
    const title = titleCountdown(page);
    title.show(20);
    page.title = 'Billing — Cloud';
    title.show(19);
    expect(page.title).toBe('(0:19) Billing — Cloud');
    page.title = 'Account — Cloud';
    title.clear();
    expect(page.title).toBe('Account — Cloud');
  });

  test('a title that only looks like a countdown is not touched', () => {
    const page = { title: '(0:05) Countdown story' };
    const title = titleCountdown(page);
    title.clear();
    expect(page.title).toBe('(0:05) Countdown story');
    title.show(12);
    expect(page.title).toBe('(0:12) (0:05) Countdown story');
    title.clear();
    expect(page.title).toBe('(0:05) Countdown story');
  });
});
