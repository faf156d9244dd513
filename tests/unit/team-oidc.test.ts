import { describe, expect, it } from 'vitest';
import { type OidcSettings, roleFromClaims } from '../../scripts/lib/team/oidc';

const settings: OidcSettings = {
  issuer: 'https://id.example.com',
  clientId: 'site-editor',
  groups: { 'marketing-leads': 'publisher', 'web-admins': 'admin', marketing: 'author' },
  domains: { 'example.com': 'author' },
};

describe("the identity provider's people, by role", () => {
  it('gives the highest role of the groups listed, else the role of the e-mail domain, else none', () => {
    expect(roleFromClaims(settings, 'olga@example.com', ['marketing', 'marketing-leads'])).toBe('publisher');
    expect(roleFromClaims(settings, 'olga@example.com', ['web-admins', 'marketing'])).toBe('admin');
    expect(roleFromClaims(settings, 'olga@example.com', ['sales'])).toBe('author');
    expect(roleFromClaims(settings, 'Olga@Example.com', undefined)).toBe('author');
    expect(roleFromClaims(settings, 'olga@elsewhere.org', ['sales'])).toBeUndefined();
    expect(roleFromClaims(settings, 'olga@elsewhere.org', 'marketing-leads')).toBeUndefined();
  });
});
