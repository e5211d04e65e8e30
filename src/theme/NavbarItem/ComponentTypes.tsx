// Registers the site's custom navbar item types (ARCHITECTURE.md decision 7: custom types over ejecting the navbar).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SiteMenu from '@site/src/components/SiteMenu';
import LanguageSelect from '@site/src/components/LanguageSelect';
import GithubStar from '@site/src/components/GithubStar';
import ToolDocsVersion from '@site/src/components/ToolDocsVersion';

export default {
  ...ComponentTypes,
  'custom-siteMenu': SiteMenu,
  'custom-languageSelect': LanguageSelect,
  'custom-githubStar': GithubStar,
  'custom-toolDocsVersion': ToolDocsVersion,
};
