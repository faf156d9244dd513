// Limits the editor's endpoint holds its requests to, each refused in words that name the limit and
// what to do: how deep a JSON body nests, and how many pictures (and megabytes) a session and a day take.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UploadRefusedError } from './upload';

/** How deep a request's JSON may nest: the deepest page nests 11 levels, a save's body two more. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text in `bytes` nests arrays and objects deeper than `max`, scanned before it is
 * parsed (a body nested a million deep would exhaust the stack of whatever walks it). Brackets inside
 * strings do not count; UTF-8 never puts an ASCII byte inside another character.
 */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c) i++;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > max) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return false;
}

/** How many pictures, and how many megabytes of them once stored, uploads may add. */
export interface UploadAllowance {
  pictures: number;
  megabytes: number;
}

/** Since `npm run edit` started, and in one calendar day (counted across restarts). */
export interface UploadQuotaLimits {
  session: UploadAllowance;
  day: UploadAllowance;
}

/** The defaults, and the environment variables of `npm run edit` that change them. */
export const UPLOAD_QUOTA_DEFAULTS: UploadQuotaLimits = {
  session: { pictures: 200, megabytes: 500 },
  day: { pictures: 500, megabytes: 1000 },
};
export const UPLOAD_QUOTA_ENV = {
  session: { pictures: 'EDITOR_UPLOADS_PER_SESSION', megabytes: 'EDITOR_UPLOAD_MB_PER_SESSION' },
  day: { pictures: 'EDITOR_UPLOADS_PER_DAY', megabytes: 'EDITOR_UPLOAD_MB_PER_DAY' },
} as const;

/** The limits `env` sets (the defaults for those it leaves out); a value that is no whole number is refused by name. */
export function uploadQuotaLimits(env: NodeJS.ProcessEnv = process.env): UploadQuotaLimits {
  const read = (period: keyof UploadQuotaLimits, what: keyof UploadAllowance): number => {
    const name = UPLOAD_QUOTA_ENV[period][what];
    const text = env[name]?.trim();
    if (!text) return UPLOAD_QUOTA_DEFAULTS[period][what];
    if (!/^\d+$/.test(text)) {
      throw new Error(
        `${name} is "${text}": give a whole number of ${what} (the default is ${UPLOAD_QUOTA_DEFAULTS[period][what]}).`,
      );
    }
    return Number(text);
  };
  return {
    session: { pictures: read('session', 'pictures'), megabytes: read('session', 'megabytes') },
    day: { pictures: read('day', 'pictures'), megabytes: read('day', 'megabytes') },
  };
}

/** An upload past a quota (answered 429): nothing was stored. */
export class UploadQuotaError extends UploadRefusedError {
  override name = 'UploadQuotaError';
}

interface Used {
  pictures: number;
  bytes: number;
}

/** The day's count, kept beside the development server's other caches so that a restart does not reset it. */
interface DayLedger extends Used {
  day: string;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const today = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * Counts what uploads store, per session (this object's life) and per day (in `ledger`), and refuses an
 * upload past either: `store(received, save)` runs one upload at a time, so two cannot both take the last place.
 */
export class UploadQuota {
  private readonly session: Used = { pictures: 0, bytes: 0 };
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    readonly limits: UploadQuotaLimits,
    private readonly ledger: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `save` stores a picture of `received` bytes when both quotas leave room, and answers how many bytes it stored. */
  store<T>(received: number, save: () => Promise<{ bytes: number; value: T }>): Promise<T> {
    const run = this.turn.then(async () => {
      const day = await this.readDay();
      this.check(received, this.session, this.limits.session, 'session');
      this.check(received, day, this.limits.day, 'day');
      const { bytes, value } = await save();
      this.session.pictures++;
      this.session.bytes += bytes;
      await this.writeDay({ day: day.day, pictures: day.pictures + 1, bytes: day.bytes + bytes });
      return value;
    });
    this.turn = run.catch(() => undefined);
    return run;
  }

  private check(received: number, used: Used, allowed: UploadAllowance, period: keyof UploadQuotaLimits): void {
    const env = UPLOAD_QUOTA_ENV[period];
    const [when, which, after] =
      period === 'session'
        ? ['since npm run edit started', 'one session', 'Restart npm run edit to upload more, or start it with']
        : ['today', 'one day', 'Upload the rest tomorrow, or start npm run edit with'];
    if (used.pictures >= allowed.pictures) {
      throw new UploadQuotaError(
        `${used.pictures} pictures were uploaded ${when}, the most ${which} takes (${env.pictures}=${allowed.pictures}). ${after} ${env.pictures} set higher.`,
      );
    }
    if (used.bytes + received > allowed.megabytes * MB) {
      throw new UploadQuotaError(
        `This picture (${megabytes(received)}) would take the pictures uploaded ${when} (${megabytes(used.bytes)}) past ${allowed.megabytes} MB, the most ${which} stores (${env.megabytes}=${allowed.megabytes}). ${after} ${env.megabytes} set higher.`,
      );
    }
  }

  private async readDay(): Promise<DayLedger> {
    const day = today(this.now());
    const text = await readFile(this.ledger, 'utf8').catch(() => '');
    try {
      const kept = JSON.parse(text) as Partial<DayLedger>;
      if (kept.day === day && Number.isFinite(kept.pictures) && Number.isFinite(kept.bytes)) {
        return { day, pictures: kept.pictures!, bytes: kept.bytes! };
      }
    } catch {
      // No ledger yet, or one that cannot be read: the day starts at nothing.
    }
    return { day, pictures: 0, bytes: 0 };
  }

  private async writeDay(ledger: DayLedger): Promise<void> {
    await mkdir(path.dirname(this.ledger), { recursive: true });
    await writeFile(this.ledger, `${JSON.stringify(ledger)}\n`);
  }
}

/** Where the day's uploads are counted: beside Vite's and the web fonts' caches, outside git. */
export const uploadLedger = (root: string) => path.join(root, 'node_modules', '.cache', 'site-editor', 'uploads.json');
