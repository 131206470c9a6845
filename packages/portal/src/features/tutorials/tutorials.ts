/** A curated community tutorial: its text keys live under `public:tutorials.items.<id>`. */
export interface Tutorial {
  /** Key of the texts and the card's anchor (`/tutorials#ssh-keys`). */
  id: 'firstServer' | 'sshKeys' | 'firewall' | 'volumes' | 'snapshots' | 'dns';
  /** Anchor of the card on the page. */
  anchor: string;
  /** Minutes it takes, as shown on the card. */
  minutes: number;
  /** Level of the reader it is written for. */
  level: 'beginner' | 'intermediate';
  /** Knowledge-base search that finds the reference articles for the topic (`/knowledge?q=`). */
  knowledgeQuery: string;
}

/** The tutorials in reading order: from the first server to DNS. */
export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 'firstServer',
    anchor: 'first-server',
    minutes: 10,
    level: 'beginner',
    knowledgeQuery: 'server',
  },
  { id: 'sshKeys', anchor: 'ssh-keys', minutes: 5, level: 'beginner', knowledgeQuery: 'ssh' },
  {
    id: 'firewall',
    anchor: 'firewall',
    minutes: 10,
    level: 'intermediate',
    knowledgeQuery: 'firewall',
  },
  {
    id: 'volumes',
    anchor: 'volumes',
    minutes: 10,
    level: 'intermediate',
    knowledgeQuery: 'volume',
  },
  {
    id: 'snapshots',
    anchor: 'snapshots',
    minutes: 5,
    level: 'beginner',
    knowledgeQuery: 'snapshot',
  },
  { id: 'dns', anchor: 'dns', minutes: 15, level: 'intermediate', knowledgeQuery: 'dns' },
];

/**
 * The knowledge-base link of a tutorial: the list filtered by its topic.
 * @example knowledgeHref(TUTORIALS[1]) // '/knowledge?q=ssh'
 */
export function knowledgeHref(tutorial: Pick<Tutorial, 'knowledgeQuery'>): string {
  return `/knowledge?${new URLSearchParams({ q: tutorial.knowledgeQuery }).toString()}`;
}
