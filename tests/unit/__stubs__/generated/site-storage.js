module.exports = {__esModule: true, default: {type: 'localStorage', namespace: ''}};
