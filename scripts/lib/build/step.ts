// What the build's steps (the modules of this folder that scripts/build.ts runs in turn) share.

/**
 * A step's failure, which ends the build: `message` says what went wrong, `listed` (the problems
 * formatted, when there are any) is printed above it.
 */
export class BuildStepError extends Error {
  constructor(
    message: string,
    readonly listed?: string,
  ) {
    super(message);
    this.name = 'BuildStepError';
  }
}

/** Runs a command as a process of its own, with the build's output; resolves with its exit status. */
export type RunCommand = (command: string, args: string[]) => Promise<number | null>;

/** The message of whatever a step threw. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Rethrows what a helper threw as the step's failure, with its message: `.catch(stepFailed)`. */
export function stepFailed(error: unknown): never {
  throw error instanceof BuildStepError ? error : new BuildStepError(messageOf(error));
}
