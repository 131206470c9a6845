import { expect, test } from 'vitest';
import { knowledgeHref, TUTORIALS } from './tutorials.ts';

test('the six topics of the page, each with a unique anchor', () => {
  expect(TUTORIALS.map((tutorial) => tutorial.id)).toEqual([
    'firstServer',
    'sshKeys',
    'firewall',
    'volumes',
    'snapshots',
    'dns',
  ]);
  expect(new Set(TUTORIALS.map((tutorial) => tutorial.anchor)).size).toBe(TUTORIALS.length);
});

test('knowledgeHref searches the knowledge base for the topic, encoded', () => {
  expect(knowledgeHref({ knowledgeQuery: 'ssh' })).toBe('/knowledge?q=ssh');
  expect(knowledgeHref({ knowledgeQuery: 'dns & ptr' })).toBe('/knowledge?q=dns+%26+ptr');
});
