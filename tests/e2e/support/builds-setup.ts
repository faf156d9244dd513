import type { TestProject } from 'vitest/node';
import editServer from './edit-server';
import siteCopy from './site-copy';

/**
 * The setup of the group of builds: the built copy of the project (`site-copy.ts`) and the editor's
 * development server (`edit-server.ts`), made side by side, since each waits mostly on a child process
 * of its own. Either failing stops the other's work: what was made is taken down before the error.
 */
export default async function setup(project: TestProject) {
  const made = await Promise.allSettled([siteCopy(project), editServer(project)]);
  const teardown = async () => {
    for (const result of made) if (result.status === 'fulfilled') await result.value();
  };
  const failed = made.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
