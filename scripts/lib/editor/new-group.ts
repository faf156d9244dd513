// A menu group made by a save: the `_group.ts` of the folder a page is saved in, written in the same
// change as the page's menu entry, since a group with no page in it is refused by validate.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { printProperty } from '../../../src/content/page-file/print';
import { EditorError } from './errors';
import { projectStyle } from './format';

export interface NewGroup {
  abs: string;
  /** The folder's URL path (`/legal`). */
  path: string;
  data: { heading: string };
  text: string;
}

const GROUP_NAMES = ['_group.ts', '_group.json'];

/**
 * The group file for the folder `pageAbs` is in, with `heading`: `export default defineGroup({ … })`
 * when the `schema/` folder beside the pages folder is there to import from. Refuses the top of the
 * pages folder (a group there would hold every folder of the site) and a folder that has a group.
 */
export async function newGroupFile(
  pageAbs: string,
  heading: string,
  options: { dir: string; schemaDir?: string; prettierConfigFrom?: string },
): Promise<NewGroup> {
  const folderAbs = path.dirname(pageAbs);
  const folder = path.relative(options.dir, folderAbs).replace(/\\/g, '/');
  if (folder === '' || folder.startsWith('..')) {
    throw new EditorError(
      'A new menu holds the pages of one folder: give the page an address in a folder of its own (such as /legal/privacy) to make one.',
    );
  }
  if (GROUP_NAMES.some((name) => existsSync(path.join(folderAbs, name)))) {
    throw new EditorError(`The pages at /${folder} already have a menu: give this page a Menu entry in it instead.`);
  }
  const abs = path.join(folderAbs, '_group.ts');
  const data = { heading };
  const schemaDir = options.schemaDir ?? path.join(path.dirname(options.dir), 'schema');
  const specifier = path.relative(folderAbs, schemaDir).replace(/\\/g, '/');
  const { style, options: prettierOptions } = await projectStyle(abs, options.prettierConfigFrom);
  const members = `${style.tab}${printProperty('heading', heading, style, style.tab)},`;
  const code = existsSync(path.join(schemaDir, 'group.ts'))
    ? [
        `import { defineGroup } from ${JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`)};`,
        '',
        `export default defineGroup({\n${members}\n});`,
        '',
      ].join('\n')
    : `export default {\n${members}\n};\n`;
  return { abs, path: `/${folder}`, data, text: await prettier.format(code, prettierOptions) };
}
