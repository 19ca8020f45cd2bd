/*
 * The Decap packages the CMS is assembled from ship no types of their own (decap-cms-core does):
 * what admin/decap/parts.ts uses of each.
 */

/** A widget package: `Widget()` is what `CMS.registerWidget` takes; its control, to build on. */
interface DecapWidgetPackage {
  Widget(options?: object): import('decap-cms-core').CmsWidgetParam;
  controlComponent: import('react').ComponentType<never>;
}

declare module 'decap-cms-widget-boolean' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-image' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-list' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-number' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-object' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-relation' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-select' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-string' {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module 'decap-cms-widget-text' {
  const widget: DecapWidgetPackage;
  export default widget;
}

declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('decap-cms-core').CmsBackendClass;
}

declare module 'decap-cms-locales' {
  /** Decap's phrases in one language, by screen and purpose. */
  type DecapPhrases = { [key: string]: string | DecapPhrases };
  export const pt: DecapPhrases;
  export const en: DecapPhrases;
}

/** Decap's store, where the image field watches the photos arrive (admin/widgets/ImageControl.ts). */
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: {
    subscribe(listener: () => void): () => void;
    getState(): { medias: object };
  };
}
