import { runValidate } from '../../scripts/lib/build/validate-cli';

/** What `npm run validate` printed and its exit code. */
export interface ValidateRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run validate -- <args>` in this process (the data files still load in their sandboxed children),
 * with what it would print on stdout and stderr. scripts/validate.ts only passes its arguments and
 * output here; the tests that spawn it check that wiring.
 */
export async function validateCli(...args: string[]): Promise<ValidateRun> {
  let stdout = '';
  let stderr = '';
  const status = await runValidate(args, {
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  });
  return { status, stdout, stderr };
}
