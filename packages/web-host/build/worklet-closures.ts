/**
 * A Babel plugin that does for the browser what react-native-worklets-core's
 * plugin does for React Native, minus the worklet runtime: each function with
 * a 'worklet' directive gets `__closure` (the values it captures from
 * enclosing functions, read when it is created) and `__workletHash`. The
 * library takes effect dependencies from `__closure` (getWorkletDependencies,
 * e.g. src/hooks/useWorkletEffect.ts), so without it effects would run at
 * the wrong times. worklets-core's own plugin cannot run here: it also
 * generates the worklet's code for the native runtime, with Babel plugins
 * this site does not install (@babel/plugin-proposal-optional-chaining).
 *
 * Module-level bindings are left out of the closure: they never change per
 * render, and reading them early could hit a `const` not yet initialized.
 */
import type { NodePath, PluginObj, types as BabelTypes } from '@babel/core';

type FunctionPath = NodePath<
  | BabelTypes.FunctionExpression
  | BabelTypes.ArrowFunctionExpression
  | BabelTypes.FunctionDeclaration
>;

function isWorklet(path: FunctionPath): boolean {
  const body = path.node.body;
  return body.type === 'BlockStatement' && body.directives.some((d) => d.value.value === 'worklet');
}

/** Names the function reads that are bound in an enclosing function (not the module, not globals). */
function capturedNames(path: FunctionPath): string[] {
  const names = new Set<string>();
  path.traverse({
    ReferencedIdentifier(reference) {
      const name = reference.node.name;
      const binding = reference.scope.getBinding(name);
      if (!binding || binding.scope.path.isProgram()) return;
      // Bound inside the worklet (its params and locals, nested functions' too): not captured.
      if (binding.scope === path.scope || binding.scope.path.isDescendant(path)) return;
      names.add(name);
    },
  });
  return [...names];
}

function hashOf(text: string): number {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash;
}

export default function workletClosures({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const metadata = (path: FunctionPath) =>
    t.objectExpression([
      t.objectProperty(
        t.identifier('__closure'),
        t.objectExpression(
          capturedNames(path).map((name) =>
            t.objectProperty(t.identifier(name), t.identifier(name)),
          ),
        ),
      ),
      t.objectProperty(
        t.identifier('__workletHash'),
        t.numericLiteral(hashOf(path.getSource() || String(path.node.start))),
      ),
    ]);
  const assign = (target: BabelTypes.Expression, path: FunctionPath) =>
    t.callExpression(t.memberExpression(t.identifier('Object'), t.identifier('assign')), [
      target,
      metadata(path),
    ]);
  // Functions already marked: the replacement puts the same node back in the tree.
  const marked = new WeakSet<BabelTypes.Node>();
  return {
    name: 'web-host-worklet-closures',
    visitor: {
      // On exit, so that worklets nested in a worklet are marked first.
      'FunctionExpression|ArrowFunctionExpression': {
        exit(nodePath: NodePath) {
          const path = nodePath as FunctionPath;
          if (marked.has(path.node) || !isWorklet(path)) return;
          marked.add(path.node);
          path.replaceWith(assign(path.node as BabelTypes.Expression, path));
        },
      },
      FunctionDeclaration: {
        exit(path: NodePath<BabelTypes.FunctionDeclaration>) {
          if (marked.has(path.node) || !isWorklet(path) || !path.node.id) return;
          marked.add(path.node);
          const target = path.parentPath.isExportDeclaration() ? path.parentPath : path;
          target.insertAfter(t.expressionStatement(assign(t.identifier(path.node.id.name), path)));
        },
      },
    },
  };
}
