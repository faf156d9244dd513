import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestProject } from 'vitest/node';
import { BUILD_LOCK } from '../../../scripts/lib/build/build-lock';
import { uploadImage } from '../../../scripts/lib/editor/upload';
import { makeScaleProject, measure } from '../../../scripts/lib/bench/scale';
import { DIST_DIR, parseHtml } from './browser';

/**
 * One copy of the project, built once for the files that need it, as a developer would grow the site:
 * published at an address with a path (`base-path.test.ts`), with pages moved from old addresses
 * (`redirects.test.ts`), built while a second build is tried in it (`build-lock.test.ts`), with far more navbar links than the bar holds (`navbar-overflow.test.ts`), with a phone's photo
 * uploaded as the editor uploads it (`uploads.test.ts`), and
 * with every showcase sample's JSX,
 * as its Code tab's Copy button copies it, pasted as a route module of its own
 * (`pasted-samples.test.ts`). The JSX is read from the site's own build (dist/).
 */
export const COPY_ADDRESS = 'https://www.example.com/docs/';
export const COPY_BASE = '/docs/';
/**
 * Old addresses the copy's settings redirect (`redirects` in `_site.ts`), as the editor writes them when
 * a page moves: by path, and by page name.
 */
export const COPY_REDIRECTS = [
  { from: '/pages/coworking', to: '/pages/landing-pages/coworking', settings: "'/pages/landing-pages/coworking'" },
  { from: '/legal/privacy-policy', to: '/privacy', settings: "{ route: 'privacy' }" },
];

/**
 * The copy's theme, another brand than the site's (`theme.test.ts`): a green primary, Inter, square
 * corners and no shadows. Its colours pass the contrast check.
 */
export const COPY_THEME = {
  colors: { primary: '#1b7f3b', success: '#1e6f30' },
  font: 'Inter',
  headingFont: 'Inter',
  radius: 'none',
  shadows: 'flat',
} as const;

/** Links the copy's navbar has before the site's own: 40 in all. */
export const COPY_EXTRA_LINKS = 36;

/** The picture of the copy's about page that an uploaded photo replaces (`uploads.test.ts`). */
const UPLOAD_REPLACES = "src: 'photos/desk-from-above'";

/** A photo as a phone takes it: 1,600 × 1,000 px, turned a quarter by its EXIF, with a GPS position. */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export interface PastedSample {
  id: string;
  /** The showcase page that shows the sample, as a site path (`/sections/elements/badges`). */
  showcase: string;
  jsx: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The copy's dist/. */
    copyDist: string;
    /** The copy itself. */
    copyDir: string;
    /** The build started in the copy while its own build ran: refused, it should be. */
    secondBuild: { ok: boolean; output: string; holder?: number; whileFirstRan: boolean };
    pastedSamples: PastedSample[];
    /** The catalogue id of the photo uploaded into the copy, which its about page shows. */
    uploadedImage: string;
  }
}

/** The samples of the site's showcase pages, with the JSX their Code tab shows. */
function samplesOf(dist: string): PastedSample[] {
  return readdirSync(path.join(dist, 'sections'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .sort()
    .flatMap((file) => {
      const doc = parseHtml(readFileSync(path.join(dist, 'sections', file), 'utf8'));
      const showcase = `/sections/${path.dirname(file)}`;
      return [...doc.querySelectorAll('section.sample')].map((section) => ({
        id: section.id,
        showcase,
        jsx: section.querySelector('pre[aria-label$=": JSX"]')!.textContent,
      }));
    });
}

export default async function setup(project: TestProject) {
  const samples = samplesOf(DIST_DIR);
  const dir = await makeScaleProject(process.cwd(), 0);
  const settings = path.join(dir, 'pages-data', '_site.ts');
  const text = await readFile(settings, 'utf8');
  const withPath = text.replace(/siteUrl: '[^']*'/, `siteUrl: '${COPY_ADDRESS}'`);
  if (withPath === text) throw new Error(`No siteUrl to change in ${settings}.`);
  const redirects = COPY_REDIRECTS.map(({ from, settings: to }) => `{ from: '${from}', to: ${to} }`).join(', ');
  const withRedirects = withPath.replace(/\n\}\);\n$/, `\n  redirects: [${redirects}],\n});\n`);
  if (withRedirects === withPath) throw new Error(`No end of the settings to add redirects at in ${settings}.`);
  // More links than the bar holds: the ones that do not fit show under "More" (navbar-overflow.test.ts).
  const offers = Array.from({ length: COPY_EXTRA_LINKS }, (_, i) => `{ label: 'Offer ${i + 1}', href: '/privacy' }, `);
  const withLinks = withRedirects.replace(/(navbar: \{[\s\S]*?links: \[)/, `$1${offers.join('')}`);
  if (withLinks === withRedirects) throw new Error(`No navbar links to add to in ${settings}.`);
  const withTheme = withLinks.replace(
    /\n {2}theme: \{[\s\S]*?\n {2}\},\n/,
    `\n  theme: ${JSON.stringify(COPY_THEME)},\n`,
  );
  if (withTheme === withLinks) throw new Error(`No theme to change in ${settings}.`);
  await writeFile(settings, withTheme);
  // A phone's photo uploaded as the editor uploads it (with its GPS position), shown on the about page.
  const uploaded = await uploadImage(
    { name: 'Team Day.JPG', bytes: await phonePhoto(), credit: 'Ann Lee' },
    { root: dir },
  );
  const about = path.join(dir, 'pages-data/pages/company/about-us.ts');
  const aboutText = await readFile(about, 'utf8');
  if (!aboutText.includes(UPLOAD_REPLACES)) throw new Error(`No ${UPLOAD_REPLACES} to replace in ${about}.`);
  await writeFile(about, aboutText.replace(UPLOAD_REPLACES, `src: '${uploaded.id}'`));
  // A developer pastes the code into a file and lists it in src/routes.ts; nothing else.
  await mkdir(path.join(dir, 'src/routes/pasted'));
  for (const sample of samples) await writeFile(path.join(dir, `src/routes/pasted/${sample.id}.tsx`), sample.jsx);
  const routes = path.join(dir, 'src/routes.ts');
  const lines = samples.map((s) => `  route('pasted/${s.id}', 'routes/pasted/${s.id}.tsx'),\n`).join('');
  await writeFile(
    routes,
    (await readFile(routes, 'utf8')).replace(/\n\] satisfies RouteConfig;/, `\n${lines}] satisfies RouteConfig;`),
  );
  // While the copy builds, a second build is started in it, as `npm run build & sleep 3; npm run build`
  // would (build-lock.test.ts): once the first holds the lock, or after 10 s at most.
  const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
  let firstDone = false;
  const first = measure(tsx, ['scripts/build.ts'], dir).then((result) => {
    firstDone = true;
    return result;
  });
  const lock = path.join(dir, BUILD_LOCK);
  for (const started = Date.now(); !existsSync(lock) && Date.now() - started < 10_000;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const holder = existsSync(lock) ? (JSON.parse(readFileSync(lock, 'utf8')) as { pid: number }).pid : undefined;
  const second = await measure(tsx, ['scripts/build.ts'], dir);
  const whileFirstRan = !firstDone;
  const build = await first;
  if (!build.ok) throw new Error(`The copy of the project did not build:\n${build.output.slice(-3000)}`);
  project.provide('secondBuild', { ok: second.ok, output: second.output.slice(-3000), holder, whileFirstRan });
  project.provide('copyDir', dir);
  project.provide('copyDist', path.join(dir, 'dist'));
  project.provide('pastedSamples', samples);
  project.provide('uploadedImage', uploaded.id);
  return () => rm(dir, { recursive: true, force: true });
}
