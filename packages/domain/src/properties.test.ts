// Property-based checks (fast-check) of the route table and the id lists.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIdList, parseIdList } from './roles.js';
import { matchRoute, routePath } from './route-match.js';
import { ROUTES } from './routes.js';

const paramText = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' });

describe('routes (property-based)', () => {
  it.each(ROUTES.filter((r) => r.path.includes(':')).map((r) => [r.id, r] as const))(
    '%s: matchRoute(routePath(params)) gives the route and the same params',
    (id, route) => {
      const names = [...route.path.matchAll(/:(\w+)(\?)?/g)].map((m) => ({
        name: m[1]!,
        optional: m[2] === '?',
      }));
      const valueOf = (name: string) => {
        const allowed = route.paramValues?.[name];
        return allowed ? fc.constantFrom(...allowed) : paramText;
      };
      // Optional params are trailing: fill a prefix of them.
      const required = names.filter((n) => !n.optional);
      const optional = names.filter((n) => n.optional);
      fc.assert(
        fc.property(
          fc.tuple(...required.map((n) => valueOf(n.name))),
          fc.integer({ min: 0, max: optional.length }),
          fc.tuple(...optional.map((n) => valueOf(n.name))),
          (req, count, opt) => {
            const params: Record<string, string | undefined> = {};
            required.forEach((n, i) => (params[n.name] = req[i]));
            optional.forEach((n, i) => (params[n.name] = i < count ? opt[i] : undefined));
            const m = matchRoute(routePath(id, params));
            expect(m?.route.id).toBe(id);
            expect(m?.params).toEqual(params);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const m = matchRoute(s);
        if (m) expect(s.startsWith('/')).toBe(true);
      }),
    );
  });
});

describe('id lists (property-based)', () => {
  it('parseIdList(formatIdList(ids)) keeps the first occurrence of each id', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 100000 })), (ids) => {
        expect(parseIdList(formatIdList(ids))).toEqual([...new Set(ids)]);
      }),
    );
  });
});
