/** §5: a location name is shown without its suffix after ' - ' (`Raleigh - Glenwood` → `Raleigh`). */
export function locationDisplayName(name: string): string {
  const cut = name.indexOf(' - ');
  return cut === -1 ? name : name.slice(0, cut);
}
