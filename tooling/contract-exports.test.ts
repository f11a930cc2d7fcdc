// The contract holds only what two packages share (docs/architecture.md): each name the index of
// @qsr/shared-contracts exports is imported by at least two other packages, or is on the short
// public surface below with its reason. A rule one team alone needs lives in its remote.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourcesOf } from './package-sources';
import { WORKSPACES } from './packages.cjs';

const root = path.join(__dirname, '..');
const CONTRACT = '@qsr/shared-contracts';
const INDEX = path.join(root, 'shared-contracts/src/index.ts');
const MAX_INDEX_LINES = 150;

/** Exports kept with fewer than two consuming packages, each with why. */
const PUBLIC_SURFACE: Record<string, string> = {
  hydrateFrom:
    'the state the server rendered a first screen from: the host keeps it before it hydrates, ' +
    "and the contract's own useAppState gives it while React hydrates",
  RenderedState:
    "the state a remote's part of a first screen was drawn from: the host's remote area gives " +
    "it to the part, on the server and while hydrating, and the contract's useAppState reads it",
  useHydrating:
    "whether React is hydrating the server's first screen: the contract's useAppState and the " +
    "host's remote areas draw what the server drew while it does",
  linesByGuest:
    "a group order's lines by whose they are: the receipt's parts (`receiptParts`) and the " +
    "box's lines group through it, so that every list of an order's lines agrees",
  AddToOrderItem:
    "the shape of an item added to an order: the box's actions and a group guest's part " +
    'take the same items',
  Allergen: "the type of the shared state's allergen profile, which the menu writes",
  isDietaryFlag:
    "the words of a product's `dietary` the site names: the sandbox writes them (the " +
    '`DietaryFlag` type, from the core entry), the menu reads them',
  formatDate:
    "a moment's date in the page's language, in §4.11's locale (`intlLocale`): the account's " +
    'order history, past orders and points history write their dates with it, beside ' +
    '`formatCalendarDate` for calendar dates',
  CONTRACT_MAJOR:
    "the contract's own version: the host checks the major each remote declares against it",
  routesOf:
    "each remote's routes: the contract's standalone mount serves them in a remote's dev " +
    "server, and tooling's page tests render them; both take the shared singleton's copy",
  cartQuantity:
    'boxQuantity by its old name, for one release: a remote built before the rename takes the ' +
    "host's copy of the contract (remove at the next major)",
  cartLineItem: 'analyticsItem by its old name, for one release (as cartQuantity)',
  servesChannel:
    "a restaurant the channel orders from: the state's location actions and boot refuse any " +
    'other, and the locator offers only these (favourites, the recent one), so none is refused',
  submitForm:
    "marketing's form post: its failure is worded by the §8 message rules and shown through " +
    'the request hooks, which the contract keeps inside',
  storedStrings:
    "the schema of a stored list of ids, one for the contract's viewed cards and the host's " +
    'dismissed messages, rather than a copy in each',
  roundUpAmount:
    "§5's round-up: checkout offers it, and the contract's box keeps a donation at it wherever " +
    'the totals change (`followBoxTotals`)',
  tipFor: "a preset's amount of a subtotal: checkout's choices show it, the box's follower asks it",
  tipShareOf:
    "the preset a box's tip was chosen as: checkout shows it chosen, the follower follows it",
  pendingBox:
    "the box changes waiting for the connection, the contract's state: its order actions queue " +
    'and send them; the host stores them, shows them and clears a refusal',
  preloadRead:
    "starts one of the contract's cached reads before React renders (the host's home story as " +
    "the site starts); only the contract has the reads' fetchers",
  engagementChannel:
    "§7.5's channel of Add_Product_To_Cart: the box's plus (an action) and the menu's adds " +
    'raise that event, the menu with the product, list and price only it knows',
  openStatus:
    "whether a restaurant is open on its own clock: the contract's words for when an order is " +
    "for ('as soon as it opens') read it, and the locator's 'Open now' must not disagree",
  freshMenu:
    "the state's menu while it is fresh: loadMenu reuses it, and the menu page shows it in " +
    "its first render (the server's too), which cannot wait for an action's promise",
  isMenu:
    "the state's check of a stored menu, which the menu's first screen applies to the " +
    "ordering API's answer and to the page's data",
  isOrder: "the state's check of a stored box, which checkout's first screen applies (as isMenu)",
  parseCreated:
    "§3 order `created` read one way: the contract's 48-hour rule for a saved box, and the " +
    "account's order history, which writes its date",
  reorderAsNow:
    "the reorder's plan as the state has it now: the contract's plan starts from it, and the " +
    "account's question follows the box and restaurant with it while it asks",
  otherSiteOf:
    "the site a refused reorder belongs on, read from the contract's own cause of the " +
    'refusal, which stays inside',
  customerMessage:
    "§8's words for an upstream message: the request helper's, and checkout's, which says a " +
    'failure again in the language the page is in now',
  upstreamMessages:
    "§8's reading of a failure's body (as customerMessage); checkout also reports a declined " +
    "card in the platform's own words",
  configureGoogle:
    "the page's one configuration of Google's Maps script: the locator's map and the contract's " +
    'address source (Google Places) load their libraries through the same loader, whichever asks first',
  AddressSource:
    "where address suggestions come from: useAddressSource answers one and shared-ui's " +
    'AddressCombobox takes it, so a remote passes it on without naming it',
  zoneFormat:
    "a format in the restaurant's zone, else the default zone: the contract's promised times " +
    "and time lists, and checkout's own times, fall back alike",
};

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The doors a shared name is taken through: the index, and the same code for the servers. */
const DOORS = [CONTRACT, `${CONTRACT}/core`];

const doorOf = (specifier: ts.Expression | undefined) =>
  specifier !== undefined && ts.isStringLiteral(specifier) && DOORS.includes(specifier.text)
    ? specifier.text
    : undefined;

/** The names the index exports, in its order. */
function indexExports(): string[] {
  const names: string[] = [];
  for (const statement of parse(INDEX).statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) {
      throw new Error('The contract index exports by name only: `export *` hides names.');
    }
    names.push(...clause.elements.map((element) => element.name.text));
  }
  return names;
}

/** A name one file takes from the contract, and the door it takes it through. */
interface Taken {
  name: string;
  door: string;
}

/** Every name one file takes from the contract: imports, type imports, namespaces, re-exports. */
function namesTakenBy(file: string, all: string[]): Taken[] {
  const source = parse(file);
  const taken: Taken[] = [];
  const namespaces = new Map<string, string>();
  const takeAll = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>, door: string) =>
    elements.forEach((element) =>
      taken.push({ name: (element.propertyName ?? element.name).text, door }),
    );
  for (const statement of source.statements) {
    const door =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? doorOf(statement.moduleSpecifier)
        : undefined;
    if (!door) continue;
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, door);
      if (bindings && ts.isNamedImports(bindings)) takeAll(bindings.elements, door);
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause) all.forEach((name) => taken.push({ name, door }));
      else if (ts.isNamedExports(clause)) takeAll(clause.elements, door);
    }
  }
  // `contract.name` through a namespace import, and `import('@qsr/shared-contracts').Name` types.
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const door = namespaces.get(node.expression.text);
      if (door) taken.push({ name: node.name.text, door });
    }
    if (ts.isQualifiedName(node) && ts.isIdentifier(node.left)) {
      const door = namespaces.get(node.left.text);
      if (door) taken.push({ name: node.right.text, door });
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && node.qualifier) {
      const door = doorOf(node.argument.literal);
      let name: ts.EntityName = node.qualifier;
      while (ts.isQualifiedName(name)) name = name.left;
      if (door) taken.push({ name: name.text, door });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return taken;
}

describe('the contract index (@qsr/shared-contracts)', () => {
  const exported = indexExports();
  // A name is shared when two packages take it, one of them at least from the index itself
  // (the servers and the end-to-end suite take the same code through `/core`).
  const consumers = new Map(exported.map((name) => [name, new Set<string>()]));
  const fromIndex = new Set<string>();
  for (const folder of WORKSPACES.filter((folder) => folder !== 'shared-contracts')) {
    for (const file of sourcesOf(folder)) {
      for (const { name, door } of namesTakenBy(file, exported)) {
        consumers.get(name)?.add(folder);
        if (door === CONTRACT) fromIndex.add(name);
      }
    }
  }
  const isShared = (name: string) => fromIndex.has(name) && consumers.get(name)!.size >= 2;

  it(`is at most ${MAX_INDEX_LINES} lines`, () => {
    const lines = fs.readFileSync(INDEX, 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_INDEX_LINES);
  });

  it('exports each name once', () => {
    expect(exported.filter((name, at) => exported.indexOf(name) !== at)).toEqual([]);
  });

  const taker = (name: string) => [...consumers.get(name)!].join(', ') || 'no package';

  it('exports only what at least two other packages import, or its public surface', () => {
    const unshared = exported
      .filter((name) => !(name in PUBLIC_SURFACE) && !isShared(name))
      .map((name) => `${name}: ${taker(name)}`);
    expect(unshared).toEqual([]);
  });

  it('lists on its public surface only names it exports and two packages do not share', () => {
    const listed = Object.keys(PUBLIC_SURFACE);
    expect(listed.filter((name) => !exported.includes(name) || isShared(name))).toEqual([]);
  });
});
