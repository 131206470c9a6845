export * from './money/index.ts';
export * from './format/index.ts';
