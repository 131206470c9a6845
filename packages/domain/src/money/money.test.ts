import { expect, test } from 'vitest';
import { placeholder } from './index.ts';
test('x', () => { expect(placeholder).toBe(1); });
