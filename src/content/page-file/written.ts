import ts from 'typescript';
import {
  arrayItems,
  isWrittenProperty,
  memberValue,
  NOT_LITERAL,
  type PageFile,
  propertyKey,
  scalarValue,
  textOf,
  unwrap,
} from './model';

/** The key a value worked out by code is held under, with the code as the file writes it. */
export const CODE = '(code)';

/**
 * A data file's value as it is written, without running it: literals as their values, and whatever
 * code works out (`site.company.name`, `...base`, a call) as `{ "(code)": "<its source>" }`. Two versions
 * of a file (the last commit's and the one on disk) compare this way, the older one never run.
 */
export function writtenData(page: PageFile): unknown {
  return page.data ? writtenValue(page.data, page) : undefined;
}

function writtenValue(node: ts.Node, page: PageFile): unknown {
  const n = unwrap(node);
  const scalar = scalarValue(n);
  if (scalar !== NOT_LITERAL) return scalar;
  if (ts.isArrayLiteralExpression(n)) {
    const items = arrayItems(n);
    if (items && !items.some(ts.isSpreadElement)) return items.map((item) => writtenValue(item, page));
  }
  if (ts.isObjectLiteralExpression(n) && n.properties.every(isWrittenProperty)) {
    return Object.fromEntries(
      n.properties.map((member) => [
        propertyKey(member)!,
        writtenValue(memberValue(member as ts.PropertyAssignment | ts.ShorthandPropertyAssignment), page),
      ]),
    );
  }
  return { [CODE]: textOf(n, page) };
}
