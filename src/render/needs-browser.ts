import type { Block } from '../../schema/blocks';
import { needsBrowser } from '../registry';

/** Whether `block` itself needs the browser (blocks nested in it answer for themselves). */
export function blockNeedsBrowser(block: Block): boolean {
  const need = needsBrowser[block.type] as boolean | ((block: Block) => boolean);
  return typeof need === 'function' ? need(block) : need;
}
