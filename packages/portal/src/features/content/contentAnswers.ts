import type { PageAnswer } from '../../app/pageAnswers.ts';
import type { AppStore } from '../../app/store.ts';
import { contentApi } from './contentApi.ts';

type ContentEndpoint = keyof typeof contentApi.endpoints;

const CONTENT_ENDPOINTS = new Set<string>(Object.keys(contentApi.endpoints));

const isContentAnswer = (
  answer: PageAnswer,
): answer is PageAnswer & { endpoint: ContentEndpoint } => CONTENT_ENDPOINTS.has(answer.endpoint);

/**
 * Puts the answers a content page was rendered with into the store's cache (issue 15), before the
 * page hydrates: its queries then find them, render the page's HTML again, and fetch nothing.
 * Answers of other endpoints are left out.
 * @example seedContentAnswers(store, readPageAnswers(document) ?? []);
 */
export function seedContentAnswers(store: AppStore, answers: readonly PageAnswer[]): void {
  const entries = answers.filter(isContentAnswer).map((answer) => ({
    endpointName: answer.endpoint,
    arg: answer.args,
    value: answer.data,
  }));
  if (entries.length === 0) return;
  store.dispatch(
    contentApi.util.upsertQueryEntries(
      entries as Parameters<typeof contentApi.util.upsertQueryEntries>[0],
    ),
  );
}
