// Jest stand-in for CSS imports: styles matter in the browser tests, not in unit tests.
module.exports = {};
