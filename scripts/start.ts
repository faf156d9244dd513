// npm start: builds when dist/ is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from './lib/dev/static-server';

const SOURCES = [
  'pages-data',
  'schema',
  'src',
  'public',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  '.prettierrc.json',
];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newest))) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { url, base } = await serveStatic('dist', Number(process.env.PORT ?? 4173));
console.log(`\nThe site is at ${url}${base} (Ctrl+C to stop)`);
