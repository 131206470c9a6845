/**
 * The time zone content dates (a news item's publication, an article's update) are shown in: one
 * day for every reader, the day the provider published it on, and the same text in a page rendered
 * with its content as in the reader's browser hydrating it (issue 15: the reader's own zone could
 * make it another day, and the hydration mismatch React would throw the page away for).
 */
export const CONTENT_TIME_ZONE = 'UTC';
