// React Router bundles and prerenders the pages while Vite builds the pages' own browser scripts apart.
import path from 'node:path';
import { buildClient as viteBuildClient, type ClientBuild } from './client-build';
import { BuildStepError, messageOf, type RunCommand } from './step';

export interface PrerenderInput {
  root: string;
  /** Where the browser scripts are built. */
  scriptsDir: string;
  /** The path the site is published under (`/`, `/docs/`). */
  base: string;
  run: RunCommand;
  buildClient?: typeof viteBuildClient;
}

/**
 * Runs `react-router build` (which prerenders every page into `.build/client/`) beside the build of the
 * browser scripts (scripts/lib/build/client-build.ts; the pages run no router). Resolves with the
 * browser scripts once both are done.
 */
export async function prerender({
  root,
  scriptsDir,
  base,
  run,
  buildClient = viteBuildClient,
}: PrerenderInput): Promise<ClientBuild> {
  const [status, browser] = await Promise.all([
    run(path.join(root, 'node_modules', '.bin', 'react-router'), ['build']),
    buildClient(root, scriptsDir, base).catch((error: unknown) => new Error(messageOf(error))),
  ]);
  if (status !== 0) throw new BuildStepError('react-router build exited with an error.');
  if (browser instanceof Error) throw new BuildStepError(`the browser scripts did not build: ${browser.message}`);
  return browser;
}
