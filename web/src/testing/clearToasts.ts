// Toasts outlive the render of a test: a test file that shows them starts each test without any.
import { afterEach } from 'vitest';
import { toaster } from '../components/toaster.tsx';

export function clearToastsAfterEach(): void {
  afterEach(() => {
    toaster.remove();
  });
}
