// npm run validate [-- --format=text|json|github] [--strict] [--verbose] [--dir=pages-data]: checks every
// data file without building. `--verbose` lists in full what a note counts (the untranslated pages),
// which `--format=json` always carries (`items`). Warnings (the content lint) leave the exit code at 0; `--strict` makes them errors.
// `--snapshot` also writes the validated content and site settings where the build reads them
// (src/content/snapshot.ts): the build runs it so that the data modules it imports are freed with
// this process, not held through the whole build. `--file-timeout=<seconds>` sets how long one data file
// may take to load (20 s by default).
//
// The data files load in child processes with no environment (scripts/lib/sandbox/): a file that hangs,
// ends its process or reads an environment variable is reported as that file's problem; what a file
// prints goes to stderr, so the report on stdout is this process's alone.
import { runValidate } from './lib/build/validate-cli';

const code = await runValidate(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exit(code);
