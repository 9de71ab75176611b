/** A figure as a tile shows it: already formatted (rupees, a percentage) or a count. */
export interface Tile {
  label: string;
  value: string | number;
}

/** Figures as large numbers with their names under them, in a named list. */
export function FigureTiles({ label, tiles }: { label: string; tiles: Tile[] }) {
  return (
    <ul className="tile-list" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.label} className="card tile">
          <span className="tile__value">{tile.value}</span>
          <span className="tile__label">{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
