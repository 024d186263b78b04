/**
 * An emotion `shouldForwardProp` that keeps the given style props off the element. It also keeps
 * `as` for emotion: a custom filter that let `as` through would put it on the DOM element as an
 * attribute (`<div as="article">`) instead of changing the element.
 */
export const withoutProps =
  (...names: string[]) =>
  (prop: string): boolean =>
    prop !== 'as' && !names.includes(prop);
