/** The docs sections listed by the Explorer's floating Menu (the page has no sidebar). */
import {learningMenu} from '@site/src/data/menus';

export type DocsMenuLink = {title: string; href: string; description: string};

export function docsMenuLinks(): DocsMenuLink[] {
  const sections = learningMenu.items
    .filter((item) => item.href.startsWith('/docs/') && !item.comingSoon)
    .map(({title, href, description}) => ({title, href, description}));
  return [
    {title: 'Docs home', href: '/docs', description: 'Start page of the documentation.'},
    ...sections,
    {
      title: 'Specification 3.1.0',
      href: '/docs/reference/specification/v3.1.0',
      description: 'Every object and field, with examples.',
    },
  ];
}

/** The element Tab or Shift+Tab should move to inside a focus trap, or undefined to let the browser move. */
export function trapTarget<T>(elements: readonly T[], active: T | null, shift: boolean): T | undefined {
  if (elements.length === 0) return undefined;
  const first = elements[0];
  const last = elements[elements.length - 1];
  const index = active === null ? -1 : elements.indexOf(active);
  if (shift && index <= 0) return last;
  if (!shift && (index === -1 || index === elements.length - 1)) return first;
  return undefined;
}
