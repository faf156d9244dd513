// The module scripts/lib/build/fonts.ts writes: the URLs of the core files of body text and of headings.
declare module '@web-fonts/preloads.js' {
  const urls: [string, string];
  export default urls;
}
