/** `npm run edit` sets it: the editor's route and endpoint exist only then, and never in a build. */
export const EDITOR_ENV = 'SITE_EDITOR';
export const editorEnabled = () => process.env[EDITOR_ENV] === '1';
