import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The W3C Nu HTML Checker, as the `vnu-jar` package ships it. */
export const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One message of the checker's `--format json` report. */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** Throws, saying how to install one, when no Java runtime answers `java -version`. */
export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The W3C Nu HTML Checker (vnu.jar) needs a Java runtime (17 or later), and `java` was not found. ' +
        'Install one: `apt-get install default-jre-headless` on Debian or Ubuntu (`.ci/run` does it in CI), ' +
        '`brew install openjdk` on macOS, or any JDK from https://adoptium.net.',
    );
  }
}

/**
 * Runs the checker once, in one Java process, over the HTML files of the folders and files given, and
 * gives every message it reports (errors, warnings and notes alike).
 */
export async function runVnu(targets: string[]): Promise<VnuMessage[]> {
  assertJava();
  const output = await new Promise<string>((resolve, reject) => {
    // The checker exits 1 when it reports an error: its report is on stderr either way.
    execFile(
      'java',
      ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--skip-non-html', ...targets],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (stderr.trimStart().startsWith('{')) resolve(stderr);
        else reject(error ?? new Error(`The checker wrote no report: ${stderr}`));
      },
    );
  });
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
}

/** The file a message is about. */
export const fileOf = (message: VnuMessage): string => fileURLToPath(message.url);

/** The characters the checker highlights in its extract: the tag or text the message is about. */
const highlighted = ({ extract = '', hiliteStart = 0, hiliteLength = 0 }: VnuMessage) =>
  extract.slice(hiliteStart, hiliteStart + hiliteLength);

/** The sources one directive of the page's `<meta http-equiv="Content-Security-Policy">` allows. */
function metaPolicySources(html: string, directive: string): string[] {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
  const rule = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return rule?.slice(1) ?? [];
}

const CSP_RESOURCE =
  /^Resource violates Content Security Policy \(meta tag\): (?:image|external script|external stylesheet) “(\/[^/“”][^“”]*)” blocked by “(img-src|script-src|style-src)” directive\.$/;

/**
 * Why the checker's message is one of its own gaps rather than a fault of the page, or undefined when
 * the page is at fault. Each is matched exactly (README, "Valid HTML"):
 *
 * - the CSS parser of the checker knows no `container-type` (CSS Containment 3), and cannot parse a
 *   custom property whose value is a `clamp()`;
 * - it checks `blocking` on a `<link>` by the older rule that only `rel="stylesheet"` may carry it,
 *   while the HTML standard has since added `rel="expect"` (#link-type-expect) for `blocking="render"`;
 * - it checks files at `file:` addresses, whose origin is opaque, so `'self'` in the page's policy
 *   matches none of the site's own files; and it holds a JSON-LD data block to `script-src`, which
 *   governs only scripts that run.
 */
export function checkerGap(message: VnuMessage, readHtml: (file: string) => string): string | undefined {
  if (
    message.type === 'error' &&
    message.message === "CSS: “container-type”: Property “container-type” doesn't exist."
  ) {
    return 'container-type';
  }
  const custom = /^CSS: “(--[\w-]+)”: Parse Error\.$/.exec(message.message);
  if (message.type === 'error' && custom) {
    // Only when the page declares that property with a clamp() (and the checker fails on the clamp).
    const declared = new RegExp(`${custom[1]}:\\s*clamp\\(`).test(readHtml(fileOf(message)));
    return declared ? 'clamp() in a custom property' : undefined;
  }
  if (
    message.type === 'error' &&
    message.message ===
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    highlighted(message) === '<link rel="expect" href="#main" blocking="render"/>'
  ) {
    return 'rel="expect" with blocking="render"';
  }
  if (message.type === 'info' && message.subType === 'warning') {
    const resource = CSP_RESOURCE.exec(message.message);
    if (resource && metaPolicySources(readHtml(fileOf(message)), resource[2]!).includes("'self'")) {
      return "'self' at a file: address";
    }
    if (
      message.message ===
        'Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).' &&
      highlighted(message) === '<script type="application/ld+json">'
    ) {
      return 'JSON-LD data block';
    }
  }
  return undefined;
}

/** Whether the message is one the pages must not have: an error or a warning (notes aside). */
export const isProblem = (message: VnuMessage): boolean => message.type !== 'info' || message.subType === 'warning';

/** `page line:column: message` and the checker's extract, for a failing test's report. */
export function describeMessage(message: VnuMessage, root: string): string {
  const where = message.url.startsWith('file:') ? path.relative(root, fileOf(message)) : message.url;
  const kind = message.type === 'info' ? (message.subType ?? 'info') : message.type;
  const at = message.lastLine ? ` ${message.lastLine}:${message.firstColumn ?? '?'}` : '';
  const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ')}` : '';
  return `${where}${at} (${kind}): ${message.message}${extract}`;
}

/** Reads each HTML file once. */
export function htmlReader(): (file: string) => string {
  const read = new Map<string, string>();
  return (file) => {
    if (!read.has(file)) read.set(file, readFileSync(file, 'utf8'));
    return read.get(file)!;
  };
}
