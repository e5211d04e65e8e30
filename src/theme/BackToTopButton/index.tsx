// Change: renders nothing. The site mounts one scroll-to-top button for every page from src/theme/Root
// (ARCHITECTURE.md, rule "Site shell": visible past 150 px on every page), so the docs-only button of the theme would be a duplicate.
export default function BackToTopButton(): null {
  return null;
}
