// The ejected SearchBar imports these entry points of @docsearch/react, which ship without type declarations
// (the stock theme declares them the same way in its deps.d.ts).
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
