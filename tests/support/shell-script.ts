import { afterEach, beforeEach } from 'vitest';
import { installShell } from '../../src/client/shell';

/**
 * Runs the site's shell script on the test document around each test, as every built page runs it:
 * demo forms, reveal buttons, sample tabs and Copy buttons are plain HTML that it brings to life.
 */
export function withShellScript(): void {
  let stop = () => {};
  beforeEach(() => {
    stop = installShell(document);
  });
  afterEach(() => stop());
}
