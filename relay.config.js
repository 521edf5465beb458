// relay-compiler configuration: the web client's operations against the shared contract.
// relay-compiler and babel-plugin-relay load this file with require(); exporting the name
// 'module.exports' makes require() of this ES module return the plain object.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  useImportTypeSyntax: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
};

export { config as 'module.exports' };
export default config;
