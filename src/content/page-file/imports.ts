import path from 'node:path';

/**
 * A data file's source with each relative import (`from '../schema'`, `import('./x')`, `import './y'`)
 * written from `toDir` instead of `fromDir`, for a copy of the file in another folder: a translation in a
 * language's folder, a generated page of the scale benchmark. Package imports stay as they are.
 */
export function rewriteImports(source: string, fromDir: string, toDir: string): string {
  const rewrite = (specifier: string) => {
    const relative = path.relative(toDir, path.resolve(fromDir, specifier)).replace(/\\/g, '/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  return source.replace(
    /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g,
    (_, lead: string, quote: string, specifier: string) => `${lead}${quote}${rewrite(specifier)}${quote}`,
  );
}
