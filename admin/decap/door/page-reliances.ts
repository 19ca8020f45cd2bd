/**
 * What the CMS reads of the page Decap draws, beyond its public API: the labels Emotion puts in the
 * class of Decap's styled parts (`[class*='-ToolbarContainer']`), the classes of react-split-pane,
 * which splits the editor, a test id, the place of a list's items among its children, and a title in
 * Decap's words. None of them is an API: a Decap update may rename or move any, and the admin's
 * styles and code would then miss their part without a word. Each is declared here with the code of
 * the installed package that makes it, and tests/admin/decap-reliances.test.ts checks both sides: the
 * package still makes it (one line naming it when not), and the admin reads nothing of the kind that
 * is not declared here.
 */
import type { DecapReliance } from './reliance.ts';

const core = 'decap-cms-core';
const ui = 'decap-cms-ui-default';

/** How the admin's selectors name a styled part of Decap's: by the end of its class (`[class*='-Name']`). */
const classEnding = (name: string) => `[class*='-${name}']`;

/**
 * Decap's styled parts the admin finds by the end of their class, and the text Emotion's label leaves
 * for each in the built code (`label: "Name"`), by which the class ends so; with `also`, the rest the
 * same module must hold and the admin reads.
 */
const styledParts = (names: readonly string[], also: { text?: string[]; readAs?: string[] } = {}) => ({
  text: [...names.map((name) => `label: "${name}"`), ...(also.text ?? [])],
  readAs: [...names.map(classEnding), ...(also.readAs ?? [])],
});

export const decapPageReliances: readonly DecapReliance[] = [
  {
    what: "the editor's toolbar: its container, its sections and the back link",
    why: 'phone/phone.css lays the toolbar out on a phone, top-bar/top-bar.ts puts our bar in it and sign-in/screens.ts hides its buttons on a page that is not hers',
    package: core,
    module: 'dist/esm/components/Editor/EditorToolbar.js',
    ...styledParts([
      'ToolbarContainer',
      'ToolbarSectionMain',
      'ToolbarSectionMeta',
      'ToolbarSubSectionFirst',
      'ToolbarSectionBackLink',
      'BackCollection',
      'PreviewButtonContainer',
    ]),
  },
  {
    what: "the editor's frame: its container, the form's pane, the preview's switches and their title",
    why: "phone/phone.css and sign-in/screens.ts place the form under the toolbar, and phone/preview-toggle.ts finds Decap's preview switch by its title in Decap's own words",
    package: core,
    module: 'dist/esm/components/Editor/EditorInterface.js',
    ...styledParts(['EditorContainer', 'ControlPaneContainer', 'ViewControls'], {
      text: ["title: t('editor.editorInterface.togglePreview')"],
      readAs: ['editorInterface.togglePreview'],
    }),
  },
  {
    what: "a field's container in the form",
    why: "sign-in/screens.ts finds a new page's company field by it, to fix it to hers",
    package: core,
    module: 'dist/esm/components/Editor/EditorControlPane/EditorControl.js',
    ...styledParts(['ControlContainer']),
  },
  {
    what: "the app's header: its logo, its actions and the site's link",
    why: "top-bar/decap-header.css gives the site's mark room in the header, and top-bar/top-bar.ts sets our bar beside its actions",
    package: core,
    module: 'dist/esm/components/App/Header.js',
    ...styledParts(['AppHeaderActions', 'AppHeaderLogo']),
  },
  {
    what: "the settings menu's link to the site",
    why: 'top-bar/decap-header.css hides it on a phone, which has no room to show it',
    package: core,
    module: 'dist/esm/components/UI/SettingsDropdown.js',
    ...styledParts(['AppHeaderSiteLink']),
  },
  {
    what: "a collection's list of entries",
    why: 'sign-in/screens.ts puts the greeting above it',
    package: core,
    module: 'dist/esm/components/Collection/Collection.js',
    ...styledParts(['CollectionMain']),
  },
  {
    what: "the search box's suggestions",
    why: "search/search-screen.ts hides them: they search another way than the page's results",
    package: core,
    module: 'dist/esm/components/Collection/CollectionSearch.js',
    ...styledParts(['SuggestionsContainer']),
  },
  {
    what: "the photo library's top and its buttons",
    why: "top-bar/decap-header.css hides the library's first buttons, which copy a file's path on the server",
    package: core,
    module: 'dist/esm/components/MediaLibrary/MediaLibraryTop.js',
    ...styledParts(['LibraryTop']),
  },
  {
    what: "the photo library's action buttons",
    why: "top-bar/decap-header.css hides the library's first buttons, which copy a file's path on the server",
    package: core,
    module: 'dist/esm/components/MediaLibrary/MediaLibraryButtons.js',
    ...styledParts(['ActionButton']),
  },
  {
    what: "a menu's list (a list's choice of kinds)",
    why: 'widgets/ListControl.module.css opens the menu of kinds towards the form, inside it',
    package: ui,
    module: 'dist/esm/Dropdown.js',
    ...styledParts(['DropdownList']),
  },
  {
    what: "a list's and an object's top bar, and its expand button's test id",
    why: 'phone/phone.css lays the bar out on a phone; decap/fixes/mark-field.ts opens a folded group by its expand button to show a refused field, and widgets/ListControl.tsx names that button',
    package: ui,
    module: 'dist/esm/ObjectWidgetTopBar.js',
    ...styledParts(['TopBarContainer'], {
      text: ['"data-testid": "expand-button"'],
      readAs: ['[data-testid="expand-button"]'],
    }),
  },
  {
    what: "the sign-in page's credit to Netlify",
    why: "top-bar/decap-header.css hides Decap's own logo under the sign-in button",
    package: ui,
    module: 'dist/esm/AuthenticationPage.js',
    ...styledParts(['NetlifyCreditIcon']),
  },
  {
    what: 'a list control: its bar, then its items, each a sortable item',
    why: "widgets/ListControl.tsx names each item's buttons by its place (the items are the control's second child), decap/fixes/mark-field.ts walks to a refused field through them (its last child), and phone/phone.css lays an item out on a phone",
    package: 'decap-cms-widget-list',
    module: 'dist/esm/ListControl.js',
    text: [
      ';label:SortableListItem;',
      'children: [_jsx(ObjectWidgetTopBar, {',
      '}), (!selfCollapsed || !minimizeCollapsedItems) && _jsx(SortableList, {',
    ],
    readAs: [classEnding('SortableListItem'), 'list.children[1]', 'owner?.lastElementChild?.children'],
  },
  {
    what: 'the classes of react-split-pane, which splits the editor into the form and the preview',
    why: 'phone/phone.css shows one pane at a time on a phone, and phone/preview-toggle.ts knows the preview is shown by the split',
    package: 'decap-cms-core/node_modules/react-split-pane',
    module: 'dist/index.esm.js',
    text: ["classes = ['SplitPane',", "classes = ['Pane',", "'Pane1'", "'Pane2'", "'Resizer'"],
    readAs: ['.SplitPane', '.Pane1', '.Pane2', '.Resizer', '> .Pane '],
  },
  {
    what: "a choice's box, as react-select draws it for Decap's select widget",
    why: 'sign-in/screens.ts greys the company of a new page, fixed to hers',
    package: 'react-select',
    module: 'dist/index-641ee5b8.esm.js',
    text: ["label: 'control'"],
    readAs: [classEnding('control')],
  },
];
