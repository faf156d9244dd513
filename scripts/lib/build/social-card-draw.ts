// Draws one social card: the picture a link to a page shows where it is shared (LinkedIn, Slack,
// Mastodon…). satori lays the card out as SVG from a tree of plain objects (no React needed) and resvg
// paints it as a PNG (social-card-paint.mjs). The build's card step (scripts/lib/build/social-cards.ts) makes
// its trees here and paints them on worker threads; the editor's preview endpoint draws with it too, so
// the card the editor shows is the one that is shared.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Font } from 'satori';
import { paintCard } from './social-card-paint.mjs';
import { CARD_HEIGHT, CARD_WIDTH, type CardLook, type CardText } from '../../../src/content/social-card';

/** A font file satori is to read, as a worker thread is handed it. */
export type FontFile = Omit<Font, 'data'> & { file: string };

/**
 * The font files of a card's look. satori reads TTF, OTF and WOFF, not WOFF2: fontsource ships `.woff`
 * files beside its `.woff2`. latin-ext carries the letters the basic Latin subset lacks (ő, ł, ș…); to
 * satori the two are one family.
 */
export function cardFontFiles(look: CardLook, root = process.cwd()): FontFile[] {
  return [...new Set([look.font, look.headingFont])].flatMap((family) => {
    const name = family.toLowerCase();
    const dir = path.join(root, 'node_modules', '@fontsource', name, 'files');
    return ([500, 700] as const).flatMap((weight) =>
      ['latin', 'latin-ext'].map((subset) => ({
        name: family,
        weight,
        style: 'normal' as const,
        file: path.join(dir, `${name}-${subset}-${weight}-normal.woff`),
      })),
    );
  });
}

const fontCache = new Map<string, Font[]>();
function fontsOf(look: CardLook, root: string): Font[] {
  const files = cardFontFiles(look, root);
  const key = files.map((font) => font.file).join('\0');
  let fonts = fontCache.get(key);
  if (!fonts) {
    fonts = files.map(({ file, ...font }) => ({ ...font, data: readFileSync(file) }));
    fontCache.set(key, fonts);
  }
  return fonts;
}

const PAD_X = 80;
const PAD_TOP = 64;
const PAD_BOTTOM = 60;

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: (Node | string)[] | string };
}
const el = (type: string, style: Style, children?: (Node | string)[] | string): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
});

/**
 * The title's size by its length: a short title fills the card, a long one (up to the 70 characters a
 * title may hold) still fits three lines. The few that do not are cut at the third line with an ellipsis.
 */
function titleSize(title: string): number {
  if (title.length <= 22) return 84;
  if (title.length <= 44) return 70;
  return 58;
}

/** The card as satori's tree: gradient ground, brand mark and name, section label, title, address. */
export function cardTree(text: CardText, look: CardLook): Node {
  const [light, deep] = look.gradient;
  const white = (alpha: number) => `rgba(255, 255, 255, ${alpha})`;
  const circle = (size: number, top: number, left: number, alpha: number): Node =>
    el('div', {
      position: 'absolute',
      top,
      left,
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: white(alpha),
    });
  const brand = el('div', { display: 'flex', alignItems: 'center' }, [
    el(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 76,
        height: 76,
        borderRadius: 20,
        backgroundColor: '#ffffff',
        border: `4px solid ${white(0.35)}`,
      },
      [{ type: 'img', props: { src: look.logo, width: 56, height: 56 } }],
    ),
    el(
      'div',
      { marginLeft: 24, fontSize: 34, fontWeight: 700, color: '#ffffff', fontFamily: look.headingFont },
      text.brand,
    ),
  ]);
  const section = text.section
    ? [
        el(
          'div',
          {
            display: 'flex',
            alignSelf: 'flex-start',
            padding: '10px 22px',
            marginBottom: 28,
            borderRadius: 999,
            backgroundColor: white(0.16),
            border: `2px solid ${white(0.28)}`,
            color: '#ffffff',
            fontSize: 26,
            fontWeight: 500,
            letterSpacing: 1.5,
            textTransform: 'uppercase',
          },
          text.section,
        ),
      ]
    : [];
  const title = el(
    'div',
    {
      display: 'block',
      fontFamily: look.headingFont,
      fontSize: titleSize(text.title),
      fontWeight: 700,
      lineHeight: 1.12,
      letterSpacing: -1,
      color: '#ffffff',
      lineClamp: 3,
      overflow: 'hidden',
      wordBreak: 'break-word',
    },
    text.title,
  );
  const footer = el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
    el('div', { display: 'flex', fontSize: 26, fontWeight: 500, color: white(0.82) }, text.host),
    el('div', { display: 'flex', width: 120, height: 8, borderRadius: 4, backgroundColor: white(0.55) }),
  ]);
  return el(
    'div',
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      // satori adds the padding to the size (content-box), so the size here is the card's less its padding.
      width: CARD_WIDTH - 2 * PAD_X,
      height: CARD_HEIGHT - PAD_TOP - PAD_BOTTOM,
      paddingTop: PAD_TOP,
      paddingRight: PAD_X,
      paddingBottom: PAD_BOTTOM,
      paddingLeft: PAD_X,
      backgroundColor: deep,
      backgroundImage: `linear-gradient(135deg, ${light} 0%, ${deep} 100%)`,
      fontFamily: look.font,
      // No `overflow: hidden`: the card's own edges cut the circles, and resvg paints each clipped
      // element through a mask of the whole card, which cost a third of the card's time.
    },
    [
      brand,
      el('div', { display: 'flex', flexDirection: 'column', maxWidth: 980 }, [...section, title]),
      footer,
      // Drawn last, so that they are no flex items, under nothing but the ground.
      circle(760, -300, 720, 0.07),
      circle(520, 140, 860, 0.06),
    ],
  );
}

/** One card as PNG bytes. `root` is the project, whose node_modules hold the fonts. */
export function drawCard(text: CardText, look: CardLook, root = process.cwd()): Promise<Buffer> {
  return paintCard(cardTree(text, look), fontsOf(look, root), CARD_WIDTH, CARD_HEIGHT);
}
