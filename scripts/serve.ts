// npm run serve: serves the built dist/ on 127.0.0.1 (PORT, default 4173).
import { existsSync } from 'node:fs';
import { serveStatic } from './lib/dev/static-server';

if (!existsSync('dist/index.html')) {
  console.error('dist/ has no site yet: run `npm run build` first (or `npm start`, which builds when needed).');
  process.exit(1);
}
const { url, base } = await serveStatic('dist', Number(process.env.PORT ?? 4173));
console.log(`Serving dist/ at ${url}${base} (Ctrl+C to stop)`);
