import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

// Testing Library cleans up on its own only with Vitest globals on; we keep globals off.
afterEach(cleanup);
