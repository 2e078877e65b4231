import { dirname, relative, resolve } from 'node:path';

/**
 * The three zones and their features, from a file's path:
 * shared imports only shared; client and server import shared, never each other;
 * a feature imports no other feature (src/<side>/features/<name>/).
 */
function locate(file, root) {
  const path = relative(root, file).split('\\').join('/');
  const match = path.match(/^src\/(shared|server|client)\/(?:features\/([^/]+)\/)?/);
  if (!match) return null;
  return { zone: match[1], feature: match[2] ? `${match[1]}/${match[2]}` : null };
}

function check(from, to) {
  if (from.zone === 'shared' && to.zone !== 'shared') return `shared code must not import from ${to.zone}`;
  if (from.zone === 'client' && to.zone === 'server') return 'client code must not import server code';
  if (from.zone === 'server' && to.zone === 'client') return 'server code must not import client code';
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `feature ${from.feature} must not import feature ${to.feature}; move what they share to lib or shared`;
  }
  return null;
}

export const importBoundaries = {
  meta: { type: 'problem', schema: [], messages: { crossed: '{{reason}}' } },
  create(context) {
    const root = context.cwd;
    const from = locate(context.filename, root);
    if (!from) return {};
    const inspect = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(resolve(dirname(context.filename), source), root);
      const reason = to && check(from, to);
      if (reason) context.report({ node, messageId: 'crossed', data: { reason } });
    };
    return {
      ImportDeclaration: inspect,
      ImportExpression: inspect,
      ExportNamedDeclaration: inspect,
      ExportAllDeclaration: inspect,
    };
  },
};
