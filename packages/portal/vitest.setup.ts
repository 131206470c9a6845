import { configure } from '@testing-library/react';

// Route screens are lazy chunks that vitest transforms on first use; under a busy CI machine the
// first render can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });
