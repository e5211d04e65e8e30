/**
 * The title of a region: a `<section>`, `<article>`, `<aside>` or dialog whose `aria-labelledby` points at this
 * heading's id. `@theme/Heading` would put a "Direct link to …" hash link inside such a heading, and that link's
 * label would become part of the region's accessible name ("Members Direct link to Members"). This heading does
 * what `@theme/Heading` does for an anchor otherwise: Docusaurus's broken-anchor check knows its id, and it gets
 * the theme's anchor class, so a link to `#id` scrolls it clear of the sticky navbar. Headings that title no
 * region use `@theme/Heading` (ESLint's `@docusaurus/prefer-docusaurus-heading` enforces it).
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type SectionHeadingProps = ComponentProps<'h2'> & {
  as: HeadingTag;
  /** Required: the region's `aria-labelledby` and links to `#id` need it. */
  id: string;
};

export default function SectionHeading({as: As, id, className, ...props}: SectionHeadingProps): React.JSX.Element {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  brokenLinks.collectAnchor(id);
  return <As {...props} id={id} className={clsx(anchorTargetClassName, className) || undefined} />;
}
