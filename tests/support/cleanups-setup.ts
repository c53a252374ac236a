// Setup file of the services' tests (vitest runs it for each test file): the clean-ups after each test.
import { afterEach } from 'vitest';
import { runCleanups } from './cleanups.js';

afterEach(runCleanups);
