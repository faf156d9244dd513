// Writes the placeholder portraits in public/images/people/: small SVGs (initials on a colour), so
// sample data shows faces without loading photos from other sites. Run after changing PEOPLE.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const COLORS = ['#1a73e8', '#2e7d32', '#b85c00', '#7b1fa2', '#0b6bcb', '#c2185b', '#344767', '#00796b'];

export const PEOPLE = [
  'Amara Okafor',
  'Lukas Weber',
  'Sofia Marin',
  'Daniel Kim',
  'Priya Nair',
  'Tomas Rivera',
  'Elena Petrova',
  'Noah Fischer',
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');

function portrait(name: string, index: number): string {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  const color = COLORS[index % COLORS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="${color}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Roboto,Arial,sans-serif" font-size="48" font-weight="500" fill="#fff">${initials}</text></svg>\n`;
}

const dir = path.resolve('public/images/people');
mkdirSync(dir, { recursive: true });
PEOPLE.forEach((name, index) => writeFileSync(path.join(dir, `${slug(name)}.svg`), portrait(name, index)));
console.log(`public/images/people: ${PEOPLE.length} portraits`);
