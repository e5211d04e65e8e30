module.exports = {
  __esModule: true,
  default: {
    title: 'AsyncAPI Initiative for event-driven APIs',
    url: 'https://www.asyncapi.com',
    baseUrl: '/',
    trailingSlash: false,
    customFields: {gtmContainerId: null},
    future: {experimental_router: 'browser', v4: {}, faster: {}},
    markdown: {},
    themeConfig: {
      navbar: {items: [], hideOnScroll: false},
      colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
      docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    },
    i18n: {defaultLocale: 'en', locales: ['en', 'de']},
  },
};
