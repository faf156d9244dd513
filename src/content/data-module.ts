import { LoadError } from './load-error';

/**
 * The development server's module of one data file's value: `/@data-file/pages-data/about.ts`.
 * The server makes it in the data files' sandbox (scripts/lib/dev/dev-data.ts), so the pages it draws read
 * the value and never run the file.
 */
export const DATA_MODULE = '/@data-file/';

/** What the module exports: the file's module namespace as data, or why it could not be had. */
export interface DataModule {
  namespace?: { default?: unknown };
  failed?: { message: string; at: LoadError['at'] };
}

/** The module's source for a namespace or a failure. */
export function dataModuleSource(result: DataModule): string {
  const json = JSON.stringify(result);
  return `const module = JSON.parse(${JSON.stringify(json)});\nexport const namespace = module.namespace;\nexport const failed = module.failed;\n`;
}

/** The namespace the module holds, or its failure thrown as the sandbox threw it. */
export function namespaceOf(module: DataModule): { default?: unknown } {
  if (module.failed) throw new LoadError(module.failed.message, module.failed.at);
  return module.namespace ?? {};
}
