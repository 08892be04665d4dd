import path from 'node:path';

/**
 * The app's slice boundaries (docs/architecture/slice.md): `src/features/<area>` imports its own files,
 * `src/shared` and packages, never another feature; `src/shared` imports neither features nor `src/app`
 * (the app composes them all). Tests may render the whole app (`src/app/router`, `src/app/providers`).
 */
const SRC = `${path.sep}apps${path.sep}extranet${path.sep}src${path.sep}`;

/** `{ kind: 'feature', name }`, `{ kind: 'shared' }`, `{ kind: 'app' }` or null, for a file path. */
function placeOf(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const [top, name] = file.slice(at + SRC.length).split(path.sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'shared') return { kind: 'shared' };
  if (top === 'app') return { kind: 'app' };
  return null;
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'a feature imports only src/shared and packages; shared imports no feature' },
    schema: [],
    messages: {
      otherFeature:
        'Feature "{{from}}" imports feature "{{to}}": move what both need to src/shared (features never import each other).',
      sharedImportsUp: 'src/shared imports "{{target}}": shared code must not depend on features or src/app.',
      featureImportsApp: 'Feature "{{from}}" imports src/app: only tests may render the app.',
    },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (here === null || here.kind === 'app') return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(file), source.value));
      if (there === null) return;
      if (here.kind === 'feature') {
        if (there.kind === 'feature' && there.name !== here.name)
          context.report({
            node: source,
            messageId: 'otherFeature',
            data: { from: here.name, to: there.name },
          });
        else if (there.kind === 'app' && !isTest(file))
          context.report({ node: source, messageId: 'featureImportsApp', data: { from: here.name } });
      } else if (there.kind === 'feature' || (there.kind === 'app' && !isTest(file))) {
        context.report({
          node: source,
          messageId: 'sharedImportsUp',
          data: { target: there.kind === 'feature' ? `features/${there.name}` : 'app' },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
