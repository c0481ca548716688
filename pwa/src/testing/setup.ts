// Every PWA test file starts here: an IndexedDB in memory, and waits sized for a busy machine.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { loadEveryMessage } from '../i18n/i18n.js';

// A `findBy…` waits for a render or a lazy import. Beside three other suites on two cores one took over the
// library's default second, and the test failed for the machine, not the app; a wait that passes returns as soon as it can.
configure({ asyncUtilTimeout: 10_000 });

// The screens speak English in tests, as in the specification: every catalogue loaded before the first render.
await loadEveryMessage('en');
