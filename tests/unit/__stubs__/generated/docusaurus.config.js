module.exports = {
  __esModule: true,
  default: {
    title: 'AsyncAPI Initiative for event-driven APIs',
    url: 'https://www.asyncapi.com',
    baseUrl: '/',
    trailingSlash: false,
    customFields: {gtmContainerId: null},
    themeConfig: {},
    i18n: {defaultLocale: 'en', locales: ['en', 'de']},
  },
};
