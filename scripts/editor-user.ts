// npm run editor:user -- add|list|role|remove|reset …: the accounts of the team's editor
// (`npm run editor:serve`), in `.editor/accounts.json` unless --accounts says otherwise.
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  type Account,
  DEFAULT_ACCOUNTS,
  emailKey,
  emailProblem,
  findAccount,
  hashPassword,
  LINK_HOURS,
  nameFromEmail,
  newSignInLink,
  passwordProblem,
  readAccounts,
  writeAccounts,
} from './lib/team/accounts';
import { AuditLog, DEFAULT_AUDIT } from './lib/team/audit';
import { isRole, ROLE_WORDS, ROLES, type Role } from './lib/team/roles';
import { SIGN_IN_PATH } from './lib/team/gate';

const USAGE = `npm run editor:user -- <command> [options]

  add EMAIL --role author|publisher|admin [--name "Mara Lind"]   add an account
  list                                                           the accounts
  role EMAIL author|publisher|admin                              change a role (ends their sessions)
  remove EMAIL                                                   remove an account (ends their sessions)
  reset EMAIL                                                    a new password (ends their sessions)

  add and reset ask for the password, read it from standard input with --password-stdin,
  or print a one-time sign-in link (--link, or when nothing is typed).
  --accounts FILE   the account file (${DEFAULT_ACCOUNTS})
  --base-url URL    the address in sign-in links (http://127.0.0.1:8080)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string' },
    name: { type: 'string' },
    accounts: { type: 'string', default: DEFAULT_ACCOUNTS },
    audit: { type: 'string', default: DEFAULT_AUDIT },
    'base-url': { type: 'string', default: 'http://127.0.0.1:8080' },
    'password-stdin': { type: 'boolean', default: false },
    link: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function fail(text: string, code = 1): never {
  console.error(text);
  process.exit(code);
}

const file = path.resolve(values.accounts);
const audit = new AuditLog(path.resolve(values.audit));
const byWhom = `${os.userInfo().username} (command line)`;
const record = (action: string, words: string) =>
  audit.record({ person: byWhom, address: 'command line', action, words }, (error) =>
    console.error(`The audit log could not be written: ${String(error)}`),
  );

const roleOf = (text: string | undefined): Role => {
  if (isRole(text)) return text;
  return fail(`Say the role: --role ${ROLES.join('|')}${text ? ` ("${text}" is none of them)` : ''}.`, 2);
};

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks for a password without showing it; an empty answer means a sign-in link instead. */
function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
    let asked = false;
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (!asked) write.call(rl, text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}

/** The new password, or undefined for a sign-in link. */
async function newPassword(): Promise<string | undefined> {
  if (values.link) return undefined;
  let password: string | undefined;
  if (values['password-stdin']) password = await readStdin();
  else if (process.stdin.isTTY) {
    password = await ask('Password (at least 12 characters; leave it empty for a one-time sign-in link): ');
    if (password && (await ask('The same password again: ')) !== password)
      fail('The two passwords differ: nothing changed.');
  }
  if (!password) return undefined;
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  return password;
}

/** The account with a password or a new sign-in link, and the link to print. */
async function withCredentials(account: Account): Promise<{ account: Account; link?: string }> {
  const password = await newPassword();
  if (password) return { account: { ...account, password: await hashPassword(password), link: undefined } };
  const { key, link } = newSignInLink();
  const base = values['base-url'].replace(/\/$/, '');
  return { account: { ...account, password: undefined, link }, link: `${base}${SIGN_IN_PATH}?link=${key}` };
}

const printLink = (email: string, link: string | undefined) => {
  if (link) {
    console.log(
      `Send ${email} this one-time sign-in link (it works once, for ${LINK_HOURS} hours), where they choose a password:`,
    );
    console.log(`  ${link}`);
  }
};

const [command, email, ...rest] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 2);
}
const accounts = await readAccounts(file).catch((error: Error) => fail(error.message));
const existing = () => {
  if (!email) fail(`Say whose account: npm run editor:user -- ${command} name@example.com`, 2);
  return findAccount(accounts, email) ?? fail(`There is no account ${emailKey(email)} in ${values.accounts}.`);
};

if (command === 'list') {
  if (accounts.length === 0)
    console.log(`No accounts yet in ${values.accounts}: add one with npm run editor:user -- add …`);
  for (const account of accounts) {
    const credential = account.password
      ? 'password set'
      : account.link && account.link.until > Date.now()
        ? `sign-in link until ${new Date(account.link.until).toISOString().slice(0, 16).replace('T', ' ')} UTC`
        : 'no password (reset it)';
    console.log(`${account.email}\t${account.name}\t${account.role}\t${credential}`);
  }
} else if (command === 'add') {
  if (!email) fail('Say whose account: npm run editor:user -- add name@example.com --role author', 2);
  const problem = emailProblem(email);
  if (problem) fail(problem, 2);
  if (findAccount(accounts, email)) fail(`${emailKey(email)} has an account already: change it with role or reset.`);
  const role = roleOf(values.role);
  // No angle brackets or line breaks: the name goes into commits as their author ("Name <email>").
  const name = (values.name ?? '').replace(/[<>\r\n]/g, '').trim() || nameFromEmail(email);
  const made = await withCredentials({ email: emailKey(email), name, role, since: Date.now() });
  await writeAccounts(file, [...accounts, made.account]);
  await record('account added', `${name} (${emailKey(email)}) was added as ${role}`);
  console.log(`Added ${name} (${emailKey(email)}) as ${role}: ${ROLE_WORDS[role]}.`);
  printLink(emailKey(email), made.link);
} else if (command === 'role') {
  const account = existing();
  const role = roleOf(rest[0] ?? values.role);
  await writeAccounts(
    file,
    accounts.map((each) => (each === account ? { ...each, role, since: Date.now() } : each)),
  );
  await record('role changed', `${account.name} (${account.email}) is now ${role}, was ${account.role}`);
  console.log(`${account.name} is now ${role}: ${ROLE_WORDS[role]}. Their sessions have ended.`);
} else if (command === 'remove') {
  const account = existing();
  await writeAccounts(
    file,
    accounts.filter((each) => each !== account),
  );
  await record('account removed', `${account.name} (${account.email}) was removed`);
  console.log(`Removed ${account.name} (${account.email}). Their sessions have ended.`);
} else if (command === 'reset') {
  const account = existing();
  const made = await withCredentials({ ...account, since: Date.now() });
  await writeAccounts(
    file,
    accounts.map((each) => (each === account ? made.account : each)),
  );
  await record(
    'password reset',
    `${account.name} (${account.email}) has a new ${made.link ? 'sign-in link' : 'password'}`,
  );
  console.log(`${account.name}'s password is reset. Their sessions have ended.`);
  printLink(account.email, made.link);
} else {
  fail(`There is no command "${command}".\n\n${USAGE}`, 2);
}
