// Plain helpers about links, shared by the schemas and the browser code (the editor's Menus panel).
// schema/plain/ imports nothing, so the browser code may take it without taking zod or any schema.

/** True when the link leaves the site (http, https, mailto, tel). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}
