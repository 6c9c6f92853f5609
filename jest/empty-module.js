// Stands in for `server-only` under jest, which runs server code outside Next's bundler.
module.exports = {};
