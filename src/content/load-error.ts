/**
 * Why a data file could not be loaded, with where when it is known: the file the failing code is in
 * (project-relative; the loaded file itself or one it imports), its line and column.
 */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly at: { file?: string; line?: number; column?: number } = {},
  ) {
    super(message);
    this.name = 'LoadError';
  }
}
