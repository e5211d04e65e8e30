module.exports = new Proxy({}, {get: (_t, key) => (key === '__esModule' ? false : String(key))});
