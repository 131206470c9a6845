import fc from 'fast-check';

// Every property test runs at least 1,000 cases (issue 3), locally and in CI.
fc.configureGlobal({ numRuns: 1000 });
