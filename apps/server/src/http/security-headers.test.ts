import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy, registerSecurityHeaders } from './security-headers.js';

/** The policy's directives by name: `{ 'object-src': ["'none'"], ... }`. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('pageContentSecurityPolicy', () => {
  const csp = directives(pageContentSecurityPolicy('abc'));

  it('frames only blob: documents the page made itself (the details PDF preview), nothing else', () => {
    expect(csp['frame-src']).toEqual(['blob:']);
    // No child-src that would widen frames (or workers) again.
    expect(csp['child-src']).toBeUndefined();
  });

  it('stays strict: no plugins, not framed, scripts only from the server', () => {
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'nonce-abc'"]);
  });
});

describe('registerSecurityHeaders', () => {
  it('keeps a page its own policy, and gives every other answer the policy that frames nothing', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/page', (_request, reply) =>
      reply.header('content-security-policy', pageContentSecurityPolicy('n')).type('text/html').send('<p>'),
    );
    app.get('/api/v1/file.pdf', (_request, reply) => reply.type('application/pdf').send('%PDF'));
    const page = await app.inject({ method: 'GET', url: '/page' });
    const file = await app.inject({ method: 'GET', url: '/api/v1/file.pdf' });
    expect(directives(String(page.headers['content-security-policy']))['frame-src']).toEqual(['blob:']);
    const fileCsp = directives(String(file.headers['content-security-policy']));
    expect(fileCsp['default-src']).toEqual(["'none'"]);
    expect(fileCsp['frame-ancestors']).toEqual(["'none'"]);
    await app.close();
  });
});
