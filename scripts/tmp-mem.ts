import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeScaleProject } from './lib/scale';
const dir = await makeScaleProject(process.cwd(), Number(process.argv[2] ?? 1000));
console.log(dir);
const env = Object.fromEntries(Object.entries(process.env).filter(([n]) => n !== 'NODE_ENV' && !n.startsWith('VITEST')));
const child = spawn(path.join(dir, 'node_modules/.bin/tsx'), ['scripts/build.ts'], { cwd: dir, env, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
const t0 = performance.now();
let peak = 0;
const timer = setInterval(() => {
  const rows: [string, number][] = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[2]) !== child.pid) continue;
      const st = readFileSync(`/proc/${e}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(st)?.[1] ?? 0) / 1024;
      const cmd = readFileSync(`/proc/${e}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 90);
      rows.push([cmd, Math.round(rss)]);
    } catch {}
  }
  const total = rows.reduce((a, r) => a + r[1], 0);
  if (total > peak) { peak = total; console.error(`[mem ${((performance.now()-t0)/1000).toFixed(1)}s] total ${total} MB: ${rows.filter(r=>r[1]>50).map(r=>`${r[1]} ${r[0]}`).join(' | ')}`); }
}, 200);
child.on('close', (c) => { clearInterval(timer); console.log('exit', c, 'time', ((performance.now()-t0)/1000).toFixed(1), 'peak', peak); });
