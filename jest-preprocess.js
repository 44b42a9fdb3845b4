// Babel for Jest, as Gatsby compiles the site (plus Emotion's css prop and TypeScript).
const babelOptions = {
  presets: ['babel-preset-gatsby', '@babel/preset-typescript', '@emotion/babel-preset-css-prop'],
};

module.exports = require('babel-jest').default.createTransformer(babelOptions);
