/**
 * What the remark plugins that turn Markdown into pre-rendered components share: an MDX JSX element node (the mdast
 * types in this project do not include the MDX extensions) and the walk that replaces fenced code blocks with one.
 */
import type {Code, Parent, Root, RootContent} from 'mdast';

/** A JavaScript identifier as an attribute's value: `source={name}`. */
export type MdxIdentifier = {identifier: string};

/**
 * Attribute values by name, in order: a string, `null` for a bare attribute (`field`), an identifier
 * (`{identifier: 'x'}` for `={x}`), `undefined` to leave it out.
 */
export type MdxAttributes = Record<string, string | null | MdxIdentifier | undefined>;

/**
 * `{name}` as an MDX attribute value expression, with the syntax tree the MDX compiler reads (it compiles the tree,
 * not the text: an expression written without it would be lost).
 */
function identifierExpression({identifier}: MdxIdentifier) {
  if (!/^[A-Za-z_$][\w$]*$/.test(identifier)) throw new Error(`not a JavaScript identifier: ${identifier}`);
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: identifier,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}}],
      },
    },
  };
}

/** `<name …attributes />` as an MDX JSX flow element. */
export function mdxFlowElement(name: string, attributes: MdxAttributes): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes)
      .filter(([, value]) => value !== undefined)
      .map(([attribute, value]) => ({
        type: 'mdxJsxAttribute',
        name: attribute,
        value: value !== null && typeof value === 'object' ? identifierExpression(value) : value,
      })),
    children: [],
  } as unknown as RootContent;
}

/** Replaces every fenced code block, at any depth, for which `replace` returns a node; the others stay. */
export function replaceCodeBlocks(tree: Root, replace: (node: Code) => RootContent | undefined): void {
  const visit = (parent: Parent): void => {
    parent.children.forEach((child, index) => {
      if (child.type === 'code') {
        const replacement = replace(child);
        if (replacement) parent.children[index] = replacement;
      } else if ('children' in child && Array.isArray(child.children)) {
        visit(child as Parent);
      }
    });
  };
  visit(tree);
}
