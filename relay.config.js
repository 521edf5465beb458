// relay-compiler configuration: the web client's operations against the shared contract.
// relay-compiler and babel-plugin-relay load this file with require(); exporting the name
// 'module.exports' makes require() of this ES module return the plain object.
// persistConfig: every operation is persisted (trusted documents, docs/security.md): its text
// goes to web/persisted-documents.json under its SHA-256 id, and the artifacts carry only the id
// that the web sends and the gateway resolves (gateway/src/trustedDocuments/).
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  useImportTypeSyntax: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  persistConfig: { file: './web/persisted-documents.json', algorithm: 'SHA256' },
};

export { config as 'module.exports' };
export default config;
