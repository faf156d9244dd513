import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuiltPage, checkBuiltLinks } from '../../scripts/lib/build/check-links';
import { redirectPage } from '../../scripts/lib/build/redirects';

const siteRoot = mkdtempSync(path.join(os.tmpdir(), 'links-'));
mkdirSync(path.join(siteRoot, 'img'));
writeFileSync(path.join(siteRoot, 'favicon.svg'), '<svg/>');
writeFileSync(path.join(siteRoot, 'img', 'pool-480.avif'), '');

const site = { navbar: { links: [{ label: 'Services', href: '/#secNope' }] } };
const home: BuiltPage = {
  path: '/',
  file: 'pages-data/index.ts',
  html:
    '<nav><a href="/#secNope">Services</a></nav><main id="main"><section id="secServices"></section>' +
    '<a href="#secServices">ok</a><a href="/privacy#secData">ok</a><a href="https://example.com/x">ok</a>' +
    '<a href="mailto:a@b.example">ok</a><a href="/favicon.svg">ok</a><a href="#">placeholder</a>' +
    '<img src="/img/pool-480.avif" srcset="/img/pool-480.avif 480w, /img/pool-768.avif 768w"/></main>',
};
const privacy: BuiltPage = {
  path: '/privacy',
  file: 'pages-data/privacy.ts',
  html:
    '<nav><a href="/#secNope">Services</a></nav><main><h2 id="secData">Data</h2>' +
    '<a href="/pricing">Pricing</a><a href="#secMissing">Up</a><a href="/privacy/#secData">ok</a></main>',
};
const content = {
  site,
  pages: [
    { path: '/', file: home.file, page: { blocks: [] } },
    { path: '/privacy', file: privacy.file, page: { blocks: [{ type: 'content', links: ['/pricing'] }] } },
  ],
};

describe('Given built pages with links', () => {
  const problems = checkBuiltLinks([home, privacy], content, 'pages-data/_site.ts', siteRoot);
  const messages = problems.map((p) => `${p.file} ${p.where}: ${p.message}`);

  it('should report a missing anchor of a settings link once, at its place in the settings file', () => {
    expect(messages.filter((m) => m.includes('/#secNope'))).toEqual([
      'pages-data/_site.ts navbar › links[0] › href: the link "/#secNope" points at "#secNope", which is no id on /.',
    ]);
  });

  it("should report a path that is no page at the page data's place that wrote it", () => {
    expect(messages).toContain(
      'pages-data/privacy.ts blocks[0] (content) › links[0]: the link "/pricing" leads to /pricing, which is no page of the site.',
    );
  });

  it('should name the page when its blocks drew a link that is not in its data', () => {
    expect(messages).toContain(
      'pages-data/privacy.ts : the link "#secMissing" points at "#secMissing", which is no id on this page (drawn by a block of this page, not written in its data).',
    );
  });

  it('should report a picture the build did not make', () => {
    expect(messages).toContain('pages-data/index.ts : / loads /img/pool-768.avif, which the build did not make.');
  });

  it('should accept anchors, pages, files, external URLs and placeholders that resolve', () => {
    expect(problems).toHaveLength(4);
  });
});

describe('Given the pages the build writes at old addresses (redirects)', () => {
  const redirects = [
    { from: '/old-privacy', to: '/privacy#secData' },
    { from: '/old-home', to: '/#secGone' },
  ];
  const moved: BuiltPage[] = redirects.map((redirect) => ({
    path: redirect.from,
    file: 'pages-data/_site.ts',
    html: redirectPage(redirect, { siteUrl: 'https://acme.example', base: '/', language: 'en', title: 'T' }).html,
  }));
  const linking: BuiltPage = { ...home, html: '<main><a href="/old-privacy">Privacy</a></main>' };
  const problems = checkBuiltLinks(
    [linking, privacy, ...moved],
    { ...content, site: { redirects } },
    'pages-data/_site.ts',
    siteRoot,
  );
  const messages = problems.map((p) => `${p.file} ${p.where}: ${p.message}`);

  it('should accept a link to an old address, which still leads to its page', () => {
    expect(messages.filter((m) => m.includes('"/old-privacy"'))).toEqual([]);
  });

  it("should report a redirect to an id its page does not have, at the entry's place", () => {
    expect(messages).toContain(
      'pages-data/_site.ts redirects[1] › to: the link "/#secGone" points at "#secGone", which is no id on /.',
    );
    expect(messages.filter((m) => m.includes('secData'))).toEqual([]);
  });
});

describe('Given a built page with an id twice', () => {
  const page: BuiltPage = {
    path: '/about',
    file: 'pages-data/about.ts',
    html: '<main id="main"><section id="team"></section><section id="team"></section><p id="x"></p></main>',
  };
  const data = {
    blocks: [
      { type: 'content', id: 'team' },
      { type: 'content', id: 'team' },
    ],
  };
  const problems = checkBuiltLinks(
    [page],
    { site: {}, pages: [{ ...page, page: data }] },
    'pages-data/_site.ts',
    siteRoot,
  );

  it('should report it once, at the first place the data writes it', () => {
    expect(problems.map((p) => `${p.file} ${p.where}: ${p.message}`)).toEqual([
      'pages-data/about.ts blocks[0] (content) › id: the id "team" is on /about 2 times; ids must be unique on a page: choose another.',
    ]);
  });
});

describe('Given links with malformed percent-escapes, as a route module of its own might draw', () => {
  const broken: BuiltPage = {
    ...home,
    html: '<main id="main"><a href="/privacy%zz">Privacy</a><a href="#%E9">Up</a><a href="/caf%C3%A9">Café</a></main>',
  };
  const check = () => checkBuiltLinks([broken, privacy], content, 'pages-data/_site.ts', siteRoot);

  it('should report each one, never stop on a URIError', () => {
    expect(check).not.toThrow();
    expect(
      check()
        .map((p) => p.message)
        .filter((m) => m.includes('%')),
    ).toEqual([
      'the link "/privacy%zz" cannot be followed: "%zz" at character 9 of the link is no percent-escape: "%" starts one with two hex digits (%20 is a space); write a "%" itself as %25 (drawn by a block of this page, not written in its data).',
      'the link "#%E9" cannot be followed: the percent-escapes "%E9" at character 2 of the link spell no text: a character is written as its UTF-8 bytes, é as %C3%A9 (drawn by a block of this page, not written in its data).',
      'the link "/caf%C3%A9" leads to /caf%C3%A9, which is no page of the site (drawn by a block of this page, not written in its data).',
    ]);
  });
});
