// Who did what in the team's editor: one JSON line a change, sign-in or account change, appended to
// `.editor/audit.log` and rotated by size (`audit.log.1` is the one before, up to `KEEP`).
import { appendFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';

export const DEFAULT_AUDIT = '.editor/audit.log';

export interface AuditEntry {
  /** ISO 8601, UTC. */
  time: string;
  /** The account's e-mail, or what was typed for a failed sign-in. */
  person: string;
  /** The address the request came from. */
  address: string;
  /** `sign-in`, `sign-in failed`, `sign-out`, `save`, `upload`, `new page`, `publish`, `discard`, … */
  action: string;
  /** The page it was about, by its address, when it was about one. */
  page?: string;
  /** What happened in words: "Mara Lind saved /pricing". */
  words: string;
}

export interface AuditOptions {
  /** A file past this size is rotated before the next line. */
  maxBytes?: number;
  /** How many rotated files are kept. */
  keep?: number;
}

export class AuditLog {
  private queue: Promise<void> = Promise.resolve();
  private readonly maxBytes: number;
  private readonly keep: number;

  constructor(
    readonly file: string,
    { maxBytes = 5 * 1024 * 1024, keep = 5 }: AuditOptions = {},
  ) {
    this.maxBytes = maxBytes;
    this.keep = keep;
  }

  /** Appends one line, in the order asked (one write at a time); a failure is reported, never thrown. */
  record(entry: Omit<AuditEntry, 'time'>, onError?: (error: unknown) => void): Promise<void> {
    const line = `${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`;
    this.queue = this.queue.then(() => this.append(line)).catch((error: unknown) => onError?.(error));
    return this.queue;
  }

  private async append(line: string): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const size = await stat(this.file).then(
      (stats) => stats.size,
      () => 0,
    );
    if (size > 0 && size + Buffer.byteLength(line) > this.maxBytes) await this.rotate();
    await appendFile(this.file, line, { mode: 0o600 });
  }

  private async rotate(): Promise<void> {
    for (let n = this.keep - 1; n >= 1; n--) {
      await rename(`${this.file}.${n}`, `${this.file}.${n + 1}`).catch(() => undefined);
    }
    await rename(this.file, `${this.file}.1`);
  }

  /** The entries of the current file, oldest first, those of `person` and about `page` when given. */
  async read(filter: { person?: string; page?: string } = {}): Promise<AuditEntry[]> {
    await this.queue;
    const text = await readFile(this.file, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AuditEntry)
      .filter(
        (entry) => (!filter.person || entry.person === filter.person) && (!filter.page || entry.page === filter.page),
      );
  }
}

type Answer = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A change the editor's endpoint made, for the audit log: its action, what happened in words and the
 * page it was about. `pageOf` turns a page file into its address. Nothing for a request that changes nothing.
 */
export function changeInWords(
  route: string,
  name: string,
  answer: Answer,
  pageOf: (file: string) => string | undefined,
): { action: string; words: string; page?: string } | undefined {
  const file = text(answer.file);
  const page = text(answer.address) ?? text(answer.path) ?? (file ? pageOf(file) : undefined);
  switch (route) {
    case 'POST /save':
      return { action: 'save', words: `${name} saved ${page ?? file}`, page };
    case 'POST /new':
      return { action: 'new page', words: `${name} created the page ${page ?? file}`, page };
    case 'POST /translate':
      return { action: 'translate', words: `${name} translated a page into ${page ?? file}`, page };
    case 'POST /upload':
      return { action: 'upload', words: `${name} uploaded the picture ${text(answer.id) ?? ''}`.trim() };
    case 'POST /theme':
      return { action: 'site style', words: `${name} changed the site's style` };
    case 'POST /discard':
      return { action: 'discard', words: `${name} discarded the changes to ${page ?? file}`, page };
    case 'POST /publish': {
      const files = Array.isArray(answer.files) ? answer.files.length : 0;
      const pushed = answer.push === 'pushed' ? ', pushed' : answer.push === 'not pushed' ? ', not pushed' : '';
      return {
        action: 'publish',
        words: `${name} published ${files} file${files === 1 ? '' : 's'} as commit ${text(answer.commit)}${pushed}: "${text(answer.message)}"`,
      };
    }
    default:
      return undefined;
  }
}
