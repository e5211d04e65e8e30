module.exports = {__esModule: true, default: {docusaurusVersion: '3.10.2', pluginVersions: {}}};
