module.exports = {
  __esModule: true,
  default: {defaultLocale: 'en', locales: ['en', 'de'], currentLocale: 'en', path: 'en', localeConfigs: {}},
};
