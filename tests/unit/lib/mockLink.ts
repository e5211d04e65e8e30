/**
 * A stand-in for `@docusaurus/Link` in component tests: a plain anchor with the same `to`/`href`.
 * The shared config stub has no `future.experimental_router`, which the real Link reads.
 * Use with: jest.mock('@docusaurus/Link', () => require('./lib/mockLink'));
 */
import React from 'react';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

function Link({to, href, children, ...rest}: LinkProps): React.JSX.Element {
  return React.createElement('a', {href: to ?? href, ...rest}, children);
}

export default Link;
