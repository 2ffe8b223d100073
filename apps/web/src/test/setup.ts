import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Lazy routes load their modules (and the MUI theme) on first use; under a busy parallel run on two cores that
// has taken over four seconds. A longer wait costs nothing when the element is there sooner.
configure({ asyncUtilTimeout: 10_000 });

// Test files share their worker's jsdom (ADR 0066): each starts from an empty page, storage, cookies and address,
// whatever the file before it left.
beforeAll(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to clear them with.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

window.scrollTo = () => {};

// jsdom has no object URLs, and Node's own refuse jsdom's files; image previews only need a string. Set before
// every file (files share a worker, ADR 0066), so a file that replaced them never leaks into the next.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => {};
